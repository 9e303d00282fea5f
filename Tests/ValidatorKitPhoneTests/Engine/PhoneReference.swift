import Foundation
@testable import ValidatorKitPhone

/// python-phonenumbers of the release the engine's metadata comes from, run by
/// `scripts/phone-reference` (which installs it from PyPI into `.build-python/` on first use).
enum PhoneReference {
    /// One case and the reference's answer (see `scripts/phone-reference.py`).
    struct Answer: Decodable, Sendable, Hashable {
        let region: String
        let text: String
        let error: String?
        let countryCode: Int?
        let nationalNumber: String?
        let possibility: String?
        let valid: Bool?
        let type: String?
        let numberRegion: String?
        let e164: String?
        let international: String?
        let national: String?
        let rfc3966: String?
    }

    /// A number typed key by key and what the as-you-type formatter shows after each key.
    struct Typing: Decodable, Sendable, Hashable {
        let region: String
        let keys: String
        let shown: [String]
    }

    /// A number typed into a phone field and edited, the field's text after each edit and the
    /// display a fresh formatter gives for that text.
    struct Editing: Decodable, Sendable, Hashable {
        let region: String
        let edits: [Edit]
        let texts: [String]
        let shown: [String]
    }

    /// One edit of ``Editing``: `["type", "7"]`, `["paste", "12-34"]`, `["backspace", ""]`,
    /// `["move", -3]`.
    enum Edit: Decodable, Sendable, Hashable {
        case type(Character)
        case paste(String)
        case backspace
        case move(Int)

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            let name = try container.decode(String.self)
            switch name {
            case "type": self = .type(Character(try container.decode(String.self)))
            case "paste": self = .paste(try container.decode(String.self))
            case "backspace": self = .backspace
            case "move": self = .move(try container.decode(Int.self))
            default:
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "unknown edit '\(name)': type, paste, backspace or move")
            }
        }
    }

    /// Why the reference cannot run: a sentence saying what to install.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The repository's root, where `scripts/` is.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether the reference can be installed and run: python3 with its venv module. Tests run
    /// without it only outside CI.
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

    /// Every case of `scripts/phone-reference VERSION cases` with its answer, VERSION being the
    /// engine's metadata version.
    static func cases() throws -> [Answer] {
        try lines(of: "cases")
    }

    /// Every case of `scripts/phone-reference VERSION typing`.
    static func typing() throws -> [Typing] {
        try lines(of: "typing")
    }

    /// Every case of `scripts/phone-reference VERSION editing`.
    static func editing() throws -> [Editing] {
        try lines(of: "editing")
    }

    /// The JSON lines `scripts/phone-reference VERSION command` writes.
    private static func lines<Line: Decodable>(of command: String) throws -> [Line] {
        guard isAvailable else { throw Unavailable(description: skipNote) }
        let process = Process()
        process.executableURL = root.appendingPathComponent("scripts/phone-reference")
        process.arguments = [PhoneValidator.metadataVersion, command]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Unavailable(description: "scripts/phone-reference \(PhoneValidator.metadataVersion) \(command) failed "
                + "(exit \(process.terminationStatus)): it installs python-phonenumbers from PyPI, which needs the network once")
        }
        let decoder = JSONDecoder()
        return try data.split(separator: UInt8(ascii: "\n")).map { try decoder.decode(Line.self, from: Data($0)) }
    }
}
