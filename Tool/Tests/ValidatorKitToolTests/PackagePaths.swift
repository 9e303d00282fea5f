import Foundation

/// Where the repository's files are, found from this source file's path.
enum PackagePaths {
    /// The tool's package, holding its Package.swift.
    static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository.
    static let repository = package.deletingLastPathComponent()

    /// The replay fixtures of the default form: `NAME.events` and `NAME.trace.jsonl` pairs.
    static let replayFixtures = package.appendingPathComponent("Tests/ValidatorKitToolTests/Fixtures/Replay")
}
