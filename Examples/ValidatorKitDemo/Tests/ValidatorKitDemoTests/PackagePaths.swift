import Foundation

/// Where the repository's files are, found from this source file's path.
enum PackagePaths {
    /// The demo's package, holding its Package.swift.
    static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository, holding the SDK's Package.swift; the paths the README's commands use
    /// (`Examples/Specs/signup.json`) are relative to it.
    static let repository = package.deletingLastPathComponent().deletingLastPathComponent()

    /// The replay fixtures: `NAME.events` and `NAME.trace.jsonl` pairs, held by the engine's
    /// tests and played here through the built executable too.
    static let replayFixtures = package.appendingPathComponent("Tests/ValidatorKitDemoEngineTests/Fixtures/Replay")

    /// The example form specs.
    static let exampleSpecs = repository.appendingPathComponent("Examples/Specs")
}
