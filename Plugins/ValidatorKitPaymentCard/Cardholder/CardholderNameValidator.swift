import ValidatorKit

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
    public static let cardNumberDigitCount = 12

    /// Creates the validator.
    public init() {}

    /// Judges `text`: a control character first, then a card number, then any digit.
    public func validate(_ text: String) -> Validity {
        var digitCount = 0
        var firstDigit: Int?
        var onlyDigitsAndSeparators = true
        var position = 0
        for character in text {
            if let ascii = character.asciiValue, ascii < 0x20 || ascii == 0x7F {
                return controlCharacter(at: position)
            }
            if character.unicodeScalars.first?.properties.generalCategory == .control {
                return controlCharacter(at: position)
            }
            if Self.isDigit(character) {
                digitCount += 1
                firstDigit = firstDigit ?? position
            } else if !(character == " " || character == "-") {
                onlyDigitsAndSeparators = false
            }
            position += 1
        }
        if onlyDigitsAndSeparators && digitCount >= Self.cardNumberDigitCount {
            return .invalid(ValidationFailure(
                code: .cardholderCardNumber, message: "This looks like a card number; enter the name on the card"))
        }
        if let firstDigit {
            return .invalid(ValidationFailure(
                code: .cardholderDigit, message: "Character \(firstDigit + 1) is a digit; a name has none",
                position: firstDigit))
        }
        return .valid
    }

    /// Whether `character` is a decimal digit in any script (Unicode category Nd: `4`, `４`, `٣`).
    ///
    /// Not `Character.isNumber`, which also holds for Han characters that serve as numerals
    /// (`一` in 鈴木一郎, `千` in 千尋, `三` in 張三) and for Roman numerals (`Ⅷ`): letters of names.
    private static func isDigit(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return ascii >= 0x30 && ascii <= 0x39
        }
        return character.unicodeScalars.first?.properties.generalCategory == .decimalNumber
    }

    private func controlCharacter(at position: Int) -> Validity {
        .invalid(ValidationFailure(
            code: .cardholderCharacter, message: "Character \(position + 1) is a control character", position: position))
    }
}
