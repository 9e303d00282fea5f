import Testing
import ValidatorKit
import ValidatorKitPaymentCard
import ValidatorKitTesting

@Suite("CardholderNameValidator")
struct CardholderNameValidatorTests {
    let validator = CardholderNameValidator()

    static let cardNumber = ValidationFailure(
        code: ValidationFailure.Code("cardholder.card_number"), message: "This looks like a card number; enter the name on the card")

    @Test("names in any script are valid", arguments: [
        "Ada Lovelace", "Zoë Saldaña", "Zoe\u{308} Salda\u{303}na", "李小龍", "Jean-Luc Picard", "O'Brien",
        "Björk Guðmundsdóttir", "Ἀριστοτέλης", "Мария Иванова", "محمد علي", "Nguyễn Văn An", "J. R. R. Tolkien",
        "Louis XIV", "Henry Ⅷ",
        // Han characters that also serve as numerals are letters of a name (Unicode category Lo).
        "鈴木一郎", "王一", "千尋", "張三", "毛澤東",
    ])
    func acceptsAName(name: String) {
        #expect(validator.validate(name) == .valid)
    }

    /// Stripe's documented test cards, as typed into the wrong field.
    @Test("a card number typed into the name field is recognised", arguments: [
        "4242 4242 4242 4242", "4242424242424242", "5555-5555-5555-4444", "378282246310005", "3782 822463 10005",
        "6011111111111117", "3056930009020004", "3566 0020 2036 0505", "４２４２ ４２４２ ４２４２ ４２４２",
    ])
    func recognisesACardNumber(text: String) {
        #expect(validator.validate(text) == .invalid(Self.cardNumber))
    }

    @Test("a digit in a name is named by its position", arguments: [
        ("R2D2", 1), ("Ada Lovelace 2", 13), ("1Ada", 0), ("Zoë 3", 4), ("李小龍9", 3), ("Ada ٣", 4), ("4242 4242", 0),
        ("Ada 4242 4242 4242 4242", 4),
    ])
    func refusesADigitAtItsPosition(text: String, position: Int) {
        #expect(validator.validate(text) == .invalid(ValidationFailure(
            code: ValidationFailure.Code("cardholder.digit"), message: "Character \(position + 1) is a digit; a name has none", position: position)))
    }

    @Test("a control character is named by its position", arguments: [
        ("Ada\tLovelace", 3), ("Ada\u{85}Lovelace", 3), ("\u{0}", 0), ("Ada\nLovelace", 3), ("Ada\r\nLovelace", 3),
        ("Zoë\u{7F}", 3), ("4242\t4242 4242 4242 4242", 4), ("R2\u{9F}", 2),
    ])
    func refusesAControlCharacterAtItsPosition(text: String, position: Int) {
        #expect(validator.validate(text) == .invalid(ValidationFailure(
            code: ValidationFailure.Code("cardholder.character"), message: "Character \(position + 1) is a control character",
            position: position)))
    }

    @Test func conformsToThePluginContract() {
        #expect(PluginConformance.problems(
            of: CardholderNamePlugin(), inputs: ["Ada Lovelace", "R2D2", "4242 4242 4242 4242", "Ada\tLovelace"]) == [])
    }

    @Test func thePluginBuildsTheValidator() throws {
        let registry = ValidatorRegistry()
        try registry.register(CardholderNamePlugin())
        let made = try registry.makeValidator("cardholder-name", options: [:])
        #expect(made.validate("Ada Lovelace") == .valid)
        #expect(made.validate("R2D2").failure?.code.rawValue == "cardholder.digit")
    }
}
