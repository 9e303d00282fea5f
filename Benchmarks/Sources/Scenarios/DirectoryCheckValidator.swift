import ValidatorKit

/// A username validator with an asynchronous check, as an app would write one against its
/// server: letters, digits, `.`, `_` and `-` at once; the check itself answers after a second.
public struct DirectoryCheckValidator: AsyncValidator {
    /// Creates the validator.
    public init() {}

    /// Whether every character is a letter, a digit, `.`, `_` or `-`.
    public func validate(_ text: String) -> Validity {
        for (offset, character) in text.utf8.enumerated() {
            switch character {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
                continue
            default:
                return .invalid(ValidationFailure(
                    code: .charsetCharacter, arguments: ["position": .integer(offset + 1), "characters": .string("a-z 0-9 . _ -")]))
            }
        }
        return .valid
    }

    /// Valid, a second later.
    public func check(_ text: String) async -> Validity {
        try? await Task.sleep(for: .seconds(1))
        return .valid
    }
}
