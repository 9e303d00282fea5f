import ValidatorKit

/// Accepts a card's security code with as many digits as the brand of the card field prints:
/// 3 for most brands, 4 for American Express (the brand's ``SecurityCode``); 3 or 4 while the
/// brand is unknown.
///
/// It reads the card number through the form, so its verdict and its sections (one section of
/// 3, or of 4) change as soon as the card number changes brand. Too few digits can be fixed by
/// typing, so the display policy shows it only at the end of editing.
///
/// | Card | Code | Verdict |
/// |---|---|---|
/// | `4242 4242 4242 4242` | `123` | valid |
/// | `3782 822463 10005` | `123` | invalid, `security_code.length` (American Express: 4 digits) |
/// | `3782 822463 10005` | `1234` | valid |
/// | (empty) | `1234` | valid |
public struct CardSecurityCodeValidator: DependentValidator, InputFilter, DependentSectionLayoutProvider {
    /// The identifier of the card number's field.
    public let cardField: String

    /// Creates the validator for the card number in the field `cardField`.
    public init(cardField: String) {
        self.cardField = cardField
    }

    /// `[cardField]`.
    public var dependencies: [String] { [cardField] }

    /// Judges `text` against the brand of the card number in `values`.
    public func validate(_ text: String, reading values: any FormValues) -> Validity {
        var count = 0
        for character in text {
            guard ASCII.isDigit(character) else {
                return .invalid(ValidationFailure(
                    code: .securityCodeCharacter, message: "Character \(count + 1) is not a digit", position: count))
            }
            count += 1
        }
        let brand = self.brand(reading: values)
        let sizes = brand.map { $0.securityCode.size...$0.securityCode.size } ?? 3...4
        if sizes.contains(count) {
            return .valid
        }
        let message =
            if let brand {
                "\(brand.name) cards have a \(brand.securityCode.size)-digit \(brand.securityCode.name)"
            } else {
                "A security code has 3 or 4 digits"
            }
        return .invalid(ValidationFailure(
            code: .securityCodeLength, message: message, position: count > sizes.upperBound ? sizes.upperBound : nil,
            isFixableByTyping: count < sizes.lowerBound))
    }

    /// Whether `character` is an ASCII digit.
    public func accepts(_ character: Character) -> Bool {
        ASCII.isDigit(character)
    }

    /// One section as long as the brand's code; 4 while the brand is unknown.
    public func sectionLayout(for text: String, reading values: any FormValues) -> SectionLayout {
        switch brand(reading: values)?.securityCode.size {
        case 3?: Self.threeDigits
        default: Self.fourDigits
        }
    }

    private static let threeDigits = SectionLayout([3])
    private static let fourDigits = SectionLayout([4])

    /// The brand of the card number, once its leading digits name exactly one.
    private func brand(reading values: any FormValues) -> CardBrand? {
        guard let number = values.text(ofField: cardField), !number.isEmpty,
            let index = CardNumberReading.read(number).brandIndex
        else { return nil }
        return CardBrand.all[index]
    }
}
