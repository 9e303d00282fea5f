import Foundation

/// Where the package's files are, found from this source file's path.
enum PackagePaths {
    /// The package root, holding Package.swift.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The replay fixtures: `NAME.events` and `NAME.trace.jsonl` pairs.
    static let replayFixtures = root.appendingPathComponent("Tests/ValidatorKitDemoEngineTests/Fixtures/Replay")
}
