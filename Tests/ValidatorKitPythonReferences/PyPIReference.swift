import Foundation

/// A reference implementation from PyPI that a script under `scripts/` installs into its own
/// virtual environment under `.build-python/` on first use, then runs, answering JSON lines
/// (`scripts/phone-reference`, `scripts/password-reference`).
public struct PyPIReference: Sendable {
    /// The script, from the repository's root: `scripts/phone-reference`.
    public let script: String
    /// What the script installs from PyPI, for messages: `python-phonenumbers`.
    public let package: String

    public init(script: String, package: String) {
        self.script = script
        self.package = package
    }

    /// The repository's root, where `scripts/` is.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether a reference can be installed and run: python3 with its venv module.
    public static let isAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import venv, ensurepip"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Whether a test needing a reference runs: when it is available, and always under
    /// `CI=true`, where a missing reference fails the test saying what to install.
    public static let mustRun = isAvailable || ProcessInfo.processInfo.environment["CI"] == "true"

    /// The note of a test skipped because python3 with venv is missing (never under `CI=true`).
    public static let skipNote = "python3 with venv is not installed (apt-get install python3 python3-venv)"

    /// The JSON lines the script writes when run with `arguments`, one `Line` each.
    public func lines<Line: Decodable>(_ arguments: [String]) throws -> [Line] {
        guard Self.isAvailable else { throw Unavailable(description: Self.skipNote) }
        let process = Process()
        process.executableURL = Self.root.appendingPathComponent(script)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Unavailable(description: "\(script) \(arguments.joined(separator: " ")) failed (exit \(process.terminationStatus)): "
                + "it installs \(package) from PyPI, which needs the network once")
        }
        let decoder = JSONDecoder()
        return try data.split(separator: UInt8(ascii: "\n")).map { try decoder.decode(Line.self, from: Data($0)) }
    }
}
