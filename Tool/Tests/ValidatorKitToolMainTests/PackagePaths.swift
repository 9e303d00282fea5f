import Foundation

/// Where the repository's files are, found from this source file's path.
enum PackagePaths {
    /// The tool's package, holding its Package.swift.
    static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository, holding the SDK's Package.swift; the paths the README's commands use
    /// (`Examples/Specs/signup.json`) are relative to it.
    static let repository = package.deletingLastPathComponent()

    /// The replay fixtures, `NAME.events` and `NAME.trace.jsonl` pairs: the session's (forms of
    /// specs) and the tool's own (the default form), played here through the built executable.
    static let replayFixtureFolders = [
        repository.appendingPathComponent("Tests/ValidatorKitSessionTests/Fixtures/Replay"),
        package.appendingPathComponent("Tests/ValidatorKitToolTests/Fixtures/Replay"),
    ]

    /// The names of every replay fixture (`NAME` of `NAME.events`), in both folders.
    static var replayFixtureNames: [String] {
        replayFixtureFolders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".events") }.map { String($0.dropLast(".events".count)) }
        }.sorted()
    }

    /// The file `NAME` + `suffix` (`.events`, `.trace.jsonl`) of a replay fixture, in whichever
    /// folder holds its events.
    static func replayFixture(_ name: String, _ suffix: String) -> URL {
        let folder = replayFixtureFolders.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("\(name).events").path)
        } ?? replayFixtureFolders[0]
        return folder.appendingPathComponent(name + suffix)
    }

    /// The specs the replay fixtures use besides the examples.
    static let replaySpecs = replayFixtureFolders[0].appendingPathComponent("Specs")

    /// The example form specs.
    static let exampleSpecs = repository.appendingPathComponent("Examples/Specs")
}
