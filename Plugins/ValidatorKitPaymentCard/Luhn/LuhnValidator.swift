public import ValidatorKit
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
public struct LuhnValidator: UTF8Validator, InputFilter {
    /// The fewest digits accepted: a check digit and at least one digit it checks.
    static let minimumDigitCount = 2

    /// Creates the validator.
    public init() {}

    /// Judges `text` with `Luhn` of `ValidatorKitChecksums` over its UTF-8 bytes
    /// (``validate(utf8:)``), borrowing its storage rather than retaining a copy of it.
    public func validate(_ text: String) -> Validity {
        text.utf8.withContiguousStorageIfAvailable { validate(utf8: $0) } ?? validateCopy(of: text)
    }

    /// Judges a copy of a text without contiguous UTF-8 storage (a bridged string).
    @inline(never)
    private func validateCopy(of text: String) -> Validity {
        Array(text.utf8).withUnsafeBufferPointer { validate(utf8: $0) }
    }

    /// Judges the text whose UTF-8 is `bytes` in one pass, without allocating when it is valid; a
    /// second pass finds what is wrong otherwise. Inlined into ``validate(_:)``, which then
    /// writes its verdict in place.
    @inline(__always)
    public func validate(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Validity {
        if Luhn().isValid(utf8: bytes) {
            return .valid
        }
        let digitCount = ASCII.leadingDigitCount(bytes)
        if digitCount < bytes.count {
            // Every byte before this one is a digit, one character each; a byte that is not
            // ASCII may extend the last digit's character (a combining mark).
            let position = bytes[digitCount] < 0x80
                ? digitCount : String(decoding: bytes, as: UTF8.self).characterPosition(ofByteAfterASCII: digitCount)
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
