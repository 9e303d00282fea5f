import Foundation

/// Where the repository's files are, found from this source file's path.
enum PackagePaths {
    /// The demo's package, holding its Package.swift.
    static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository, to which the `# spec:` paths of the replay fixtures are relative.
    static let repository = package.deletingLastPathComponent().deletingLastPathComponent()

    /// The replay fixtures: `NAME.events` and `NAME.trace.jsonl` pairs.
    static let replayFixtures = package.appendingPathComponent("Tests/ValidatorKitDemoEngineTests/Fixtures/Replay")
}
