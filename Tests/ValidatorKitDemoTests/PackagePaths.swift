import Foundation

/// Where the package's files are, found from this source file's path.
enum PackagePaths {
    /// The package root, holding Package.swift.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The replay fixtures: `NAME.events` and `NAME.trace.jsonl` pairs, held by the engine's
    /// tests and played here through the built executable too.
    static let replayFixtures = root.appendingPathComponent("Tests/ValidatorKitDemoEngineTests/Fixtures/Replay")

    /// The example form specs.
    static let exampleSpecs = root.appendingPathComponent("Examples/Specs")
}
