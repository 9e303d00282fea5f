public import ValidatorKit

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
public struct CardSecurityCodeValidator: DependentValidator, InputFilter, SectionLayoutProvider {
    /// The identifier of the card number's field.
    package let cardField: String

    /// Creates the validator for the card number in the field `cardField`.
    public init(cardField: String) {
        self.cardField = cardField
    }

    /// `[cardField]`.
    public var dependencies: [String] { [cardField] }

    /// The card number's brand (its index in ``CardBrand/all``, -1 while its leading digits name
    /// none), all that the verdict and the sections read of it: a form judges the code again
    /// only when a change of the card number changes its brand.
    public func dependencyKey(ofField identifier: String, text: String) -> Int? {
        guard identifier == cardField else { return nil }
        return Self.brandIndex(ofCardNumber: text) ?? Self.noBrand
    }

    /// Judges `text` against the brand of the card number in `values`.
    public func validate(_ text: String, reading values: any FormValues) -> Validity {
        var count = 0
        // Byte by byte: every byte before a failure is an ASCII digit, so the count of digits is
        // the character's position.
        for byte in text.utf8 {
            guard ASCII.digitValue(byte) < 10 else {
                let position = text.characterPosition(ofByteAfterASCII: count)
                return .invalid(ValidationFailure(
                    code: .securityCodeCharacter, arguments: ["position": .integer(position + 1)], position: position))
            }
            count += 1
        }
        let brandIndex = self.brandIndex(reading: values)
        let sizes = brandIndex.map { CardBrand.all[$0].securityCode.size...CardBrand.all[$0].securityCode.size } ?? 3...4
        if sizes.contains(count) {
            return .valid
        }
        let failures = brandIndex.map { Self.brandFailures[$0] } ?? Self.unknownBrandFailures
        return count < sizes.lowerBound ? failures.tooShort : failures.tooLong
    }

    /// The two length failures of one brand, built once so a keystroke formats no message.
    private struct LengthFailures: Sendable {
        let tooShort: Validity
        let tooLong: Validity

        init(arguments: [String: JSONValue], variant: String? = nil, size: Int) {
            tooShort = .invalid(ValidationFailure(
                code: .securityCodeLength, arguments: arguments, variant: variant, isFixableByTyping: true))
            tooLong = .invalid(ValidationFailure(
                code: .securityCodeLength, arguments: arguments, variant: variant, position: size))
        }
    }

    private static let brandFailures = CardBrand.all.map { brand in
        LengthFailures(
            arguments: [
                "brand": .string(brand.name), "size": .integer(brand.securityCode.size),
                "codeName": .string(brand.securityCode.name),
            ],
            size: brand.securityCode.size)
    }
    private static let unknownBrandFailures = LengthFailures(arguments: [:], variant: "unknown_brand", size: 4)

    /// Whether `character` is an ASCII digit.
    public func accepts(_ character: Character) -> Bool {
        ASCII.isDigit(character)
    }

    /// One section of 4 digits, as while the brand is unknown (no card field to read).
    public func sectionLayout(for text: String) -> SectionLayout {
        sectionLayout(for: text, reading: NoFormValues())
    }

    /// One section as long as the brand's code; 4 while the brand is unknown.
    public func sectionLayout(for text: String, reading values: any FormValues) -> SectionLayout {
        switch brandIndex(reading: values).map({ CardBrand.all[$0].securityCode.size }) {
        case 3?: Self.threeDigits
        default: Self.fourDigits
        }
    }

    private static let threeDigits: SectionLayout = [3]
    private static let fourDigits: SectionLayout = [4]

    /// The index in ``CardBrand/all`` of the card number's brand, once its leading digits name
    /// exactly one: the ``dependencyKey(ofField:text:)`` the values keep (a form's, from the
    /// card number's last change), else read from the card number.
    private func brandIndex(reading values: any FormValues) -> Int? {
        if let key = values.dependencyKey(ofField: cardField) {
            return key == Self.noBrand ? nil : key
        }
        return values.text(ofField: cardField).flatMap(Self.brandIndex(ofCardNumber:))
    }

    /// The ``dependencyKey(ofField:text:)`` of a card number whose leading digits name no brand.
    private static let noBrand = -1

    /// The index in ``CardBrand/all`` of the brand of `number`, once its leading digits name
    /// exactly one; read only as far as those digits.
    private static func brandIndex(ofCardNumber number: String) -> Int? {
        number.isEmpty ? nil : CardNumberReading.read(number, stoppingAtBrand: true).brandIndex
    }
}
