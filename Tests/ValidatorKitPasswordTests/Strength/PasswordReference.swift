import Foundation
import ValidatorKitPassword

/// python zxcvbn of the release the model's data comes from, run by `scripts/password-reference`
/// (which installs it from PyPI into `.build-python/` on first use).
enum PasswordReference {
    /// One password and zxcvbn's answer (see `scripts/password-reference.py`).
    struct Answer: Decodable, Sendable {
        let kind: String
        let password: String
        let userInputs: [String]
        let score: Int
        let guessesLog10: Double
        let patterns: [String]
        let warning: String?
        let suggestions: [String]
    }

    /// Why the reference cannot run: a sentence saying what to install.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The repository's root, where `scripts/` is.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether the reference can be installed and run: python3 with its venv module.
    static let isAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import venv, ensurepip"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Whether a test needing the reference runs: when it is available, and always under
    /// `CI=true`, where a missing reference fails the test saying what to install.
    static let mustRun = isAvailable || ProcessInfo.processInfo.environment["CI"] == "true"

    /// The note of a test skipped because the reference is missing (never under `CI=true`).
    static let skipNote = "python3 with venv is not installed (apt-get install python3 python3-venv)"

    /// Every case of `scripts/password-reference VERSION`, VERSION being the model's.
    static func answers() throws -> [Answer] {
        guard isAvailable else { throw Unavailable(description: skipNote) }
        let version = PasswordStrengthEstimator.modelVersion
        let process = Process()
        process.executableURL = root.appendingPathComponent("scripts/password-reference")
        process.arguments = [version]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Unavailable(description: "scripts/password-reference \(version) failed (exit \(process.terminationStatus)): "
                + "it installs zxcvbn from PyPI, which needs the network once")
        }
        let decoder = JSONDecoder()
        return try data.split(separator: UInt8(ascii: "\n")).map { try decoder.decode(Answer.self, from: Data($0)) }
    }
}
