import ValidatorKit
import ValidatorKitChecksums

/// Accepts ASCII digits, at least two, whose last digit is the Luhn check digit of the others;
/// it is also the field's `InputFilter` (digits only).
///
/// - A character other than a digit is `luhn.character`, with its position.
/// - Fewer than two digits is `luhn.length`; a wrong check digit is `luhn.checksum`. Both are
///   fixable by typing (one more digit can always complete the check), so a field keeps them
///   quiet until the end of editing.
///
/// ```swift
/// LuhnValidator().validate("79927398713")  // .valid
/// LuhnValidator().validate("79927398710")  // .invalid(luhn.checksum)
/// ```
public struct LuhnValidator: Validator, InputFilter {
    /// The fewest digits accepted: a check digit and at least one digit it checks.
    public static let minimumDigitCount = 2

    /// Creates the validator.
    public init() {}

    /// Judges `text` with `Luhn` of `ValidatorKitChecksums`, in one pass over its UTF-8 bytes and without
    /// allocating when it is valid; a second pass finds what is wrong otherwise.
    public func validate(_ text: String) -> Validity {
        if Luhn().isValid(text) {
            return .valid
        }
        var text = text
        let digitCount = text.withUTF8 { bytes in bytes.firstIndex { ASCII.digitValue($0) >= 10 } ?? bytes.count }
        if digitCount < text.utf8.count {
            // Every byte before this one is a digit.
            let position = text.characterPosition(ofByteAfterASCII: digitCount)
            return .invalid(ValidationFailure(
                code: .luhnCharacter, arguments: ["position": .integer(position + 1)], position: position))
        }
        if digitCount < Self.minimumDigitCount {
            return .invalid(ValidationFailure(
                code: .luhnLength, arguments: ["minimum": .integer(Self.minimumDigitCount)],
                isFixableByTyping: true))
        }
        return .invalid(ValidationFailure(code: .luhnChecksum, isFixableByTyping: true))
    }

    /// Whether `character` is an ASCII digit.
    public func accepts(_ character: Character) -> Bool {
        ASCII.isDigit(character)
    }
}
