import Foundation
@testable import ValidatorKitPhone
import ValidatorKitPythonReferences

/// python-phonenumbers of the release the engine's metadata comes from, run by
/// `scripts/phone-reference`.
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

    /// The script that runs it.
    static let reference = PyPIReference(script: "scripts/phone-reference", package: "python-phonenumbers")

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
        try reference.lines([PhoneValidator.metadataVersion, command])
    }
}
