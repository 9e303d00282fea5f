public import ValidatorKit

/// Accepts the name printed on a card: no control characters, no digits, and above all not a
/// card number typed into the wrong field.
///
/// | Text | Verdict |
/// |---|---|
/// | `Ada Lovelace` | valid |
/// | `4242 4242 4242 4242` | invalid, `cardholder.card_number` |
/// | `R2D2` | invalid, `cardholder.digit` |
public struct CardholderNameValidator: Validator {
    /// A text with at least this many digits, among separators, looks like a card number.
    static let cardNumberDigitCount = 12

    /// Creates the validator.
    public init() {}

    /// Judges `text`: a control character first, then a card number, then any digit.
    public func validate(_ text: String) -> Validity {
        var reading = NameReading()
        var text = text
        if text.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) {
            // ASCII, most names on cards, is read byte by byte without a Unicode lookup, in the
            // text's contiguous bytes; a byte is a character here, so its offset is the
            // character's position.
            let controlPosition: Int? = text.withUTF8 { bytes in
                for byte in bytes {
                    if let position = reading.read(Self.kind(ofASCII: byte)) { return position }
                }
                return nil
            }
            if let controlPosition {
                return controlCharacter(at: controlPosition)
            }
        } else {
            for character in text {
                if let position = reading.read(Self.kind(of: character)) {
                    return controlCharacter(at: position)
                }
            }
        }
        if reading.onlyDigitsAndSeparators && reading.digitCount >= Self.cardNumberDigitCount {
            return .invalid(ValidationFailure(
                code: .cardholderCardNumber))
        }
        if let firstDigit = reading.firstDigit {
            return .invalid(ValidationFailure(
                code: .cardholderDigit, arguments: ["position": .integer(firstDigit + 1)],
                position: firstDigit))
        }
        return .valid
    }

    /// What one character of a name is, as far as the verdict goes.
    private enum CharacterKind {
        case control, digit, separator, other
    }

    /// The counts the verdict needs, gathered character by character.
    private struct NameReading {
        var digitCount = 0
        var firstDigit: Int?
        var onlyDigitsAndSeparators = true
        var position = 0

        /// Takes the next character; the position of a control character, which ends the reading.
        mutating func read(_ kind: CharacterKind) -> Int? {
            switch kind {
            case .control: return position
            case .digit:
                digitCount += 1
                firstDigit = firstDigit ?? position
            case .separator: break
            case .other: onlyDigitsAndSeparators = false
            }
            position += 1
            return nil
        }
    }

    private static func kind(ofASCII byte: UInt8) -> CharacterKind {
        switch byte {
        case ..<0x20, 0x7F: .control
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .digit
        case UInt8(ascii: " "), UInt8(ascii: "-"): .separator
        default: .other
        }
    }

    /// A digit is a decimal digit in any script (Unicode category Nd: `4`, `４`, `٣`); not
    /// `Character.isNumber`, which also holds for Han characters that serve as numerals (`一` in
    /// 鈴木一郎, `千` in 千尋, `三` in 張三) and for Roman numerals (`Ⅷ`): letters of names.
    private static func kind(of character: Character) -> CharacterKind {
        if let ascii = character.asciiValue {
            return kind(ofASCII: ascii)
        }
        switch character.unicodeScalars.first?.properties.generalCategory {
        case .control?: return .control
        case .decimalNumber?: return .digit
        default: return .other
        }
    }

    private func controlCharacter(at position: Int) -> Validity {
        .invalid(ValidationFailure(
            code: .cardholderCharacter, arguments: ["position": .integer(position + 1)], position: position))
    }
}
