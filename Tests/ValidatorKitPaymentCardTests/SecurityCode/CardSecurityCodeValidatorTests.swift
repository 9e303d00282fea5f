import Testing
import ValidatorKit
import ValidatorKitPaymentCard
import ValidatorKitTesting

/// Card numbers are Stripe's documented test cards; security code lengths are the networks'
/// (American Express prints a 4-digit CID, the others 3 digits). The names of the codes follow
/// Braintree's credit-card-type table, which the brand catalog cites.
@Suite("CardSecurityCodeValidator")
struct CardSecurityCodeValidatorTests {
    static let visa = "4242424242424242"
    static let mastercard = "5555555555554444"
    static let amex = "378282246310005"
    static let amex2 = "371449635398431"
    static let discover = "6011111111111117"
    static let diners = "3056930009020004"
    static let jcb = "3566002020360505"

    static let amexLength = "American Express cards have a 4-digit CID"
    static let visaLength = "Visa cards have a 3-digit CVV"
    static let unknownLength = "A security code has 3 or 4 digits"

    let validator = CardSecurityCodeValidator(cardField: "card")

    /// The other fields of a form, as a record would hold them.
    struct Values: FormValues {
        var fields: [String: String]
        func text(ofField identifier: String) -> String? { fields[identifier] }
        func title(ofField identifier: String) -> String? { fields[identifier].map { _ in "Card number" } }
        func details(ofField identifier: String) -> ValidationDetails { [:] }
    }

    static func card(_ number: String?) -> Values {
        Values(fields: number.map { ["card": $0] } ?? [:])
    }

    // MARK: The validator, reading form values

    @Test func readsTheCardField() {
        #expect(validator.dependencies == ["card"])
        #expect(validator.cardField == "card")
    }

    @Test("a code as long as the brand's is valid", arguments: [
        (visa, "123"), (mastercard, "123"), (discover, "123"), (diners, "123"), (jcb, "123"),
        (amex, "1234"), (amex2, "1234"), ("4242 4242 4242 4242", "999"), ("3782 822463 10005", "0000"),
    ])
    func acceptsACodeOfTheBrandsLength(card: String, code: String) {
        #expect(validator.validate(code, reading: Self.card(card)) == .valid)
    }

    @Test("an American Express card wants 4 digits: 3 can still be fixed by typing", arguments: [amex, amex2, "3782 822463 10005", "37"])
    func refusesThreeDigitsForAmericanExpressAsFixable(card: String) throws {
        let verdict = validator.validate("123", reading: Self.card(card))
        #expect(verdict == .invalid(ValidationFailure(
            code: ValidationFailure.Code("security_code.length"), message: Self.amexLength, isFixableByTyping: true)))
    }

    @Test("too many digits for the brand cannot be fixed by typing; the first extra digit is named", arguments: [
        (visa, "1234", "Visa cards have a 3-digit CVV", 3),
        (mastercard, "1234", "Mastercard cards have a 3-digit CVC", 3),
        (discover, "1234", "Discover cards have a 3-digit CID", 3),
        (diners, "1234", "Diners Club cards have a 3-digit CVV", 3),
        (jcb, "1234", "JCB cards have a 3-digit CVV", 3),
        (amex, "12345", amexLength, 4),
        ("", "12345", unknownLength, 4),
    ])
    func refusesTooManyDigitsAsNotFixable(card: String, code: String, message: String, position: Int) throws {
        let failure = try #require(validator.validate(code, reading: Self.card(card)).failure)
        #expect(failure == ValidationFailure(code: ValidationFailure.Code("security_code.length"), message: message, position: position))
        #expect(!failure.isFixableByTyping)
    }

    @Test("too few digits can be fixed by typing", arguments: [
        (visa, "12", visaLength), (amex, "1", amexLength), ("", "12", unknownLength),
    ])
    func refusesTooFewDigitsAsFixable(card: String, code: String, message: String) {
        #expect(validator.validate(code, reading: Self.card(card)) == .invalid(ValidationFailure(
            code: ValidationFailure.Code("security_code.length"), message: message, isFixableByTyping: true)))
    }

    /// No card number, no such field, or leading digits several brands share (`3`: American
    /// Express, Diners Club or JCB) leave the brand unknown: 3 or 4 digits are both fine.
    @Test("while the brand is unknown, 3 or 4 digits are valid", arguments: [
        (String?.none, "123"), (nil, "1234"), ("", "123"), ("", "1234"), ("3", "123"), ("3", "1234"),
    ])
    func acceptsThreeOrFourDigitsForAnUnknownBrand(card: String?, code: String) {
        #expect(validator.validate(code, reading: Self.card(card)) == .valid)
    }

    @Test func outsideAFormTheBrandIsUnknown() {
        #expect(validator.validate("123") == .valid)
        #expect(validator.validate("1234") == .valid)
        #expect(validator.sectionLayout(for: "") == SectionLayout(arrayLiteral: 4))
    }

    @Test("a character that is not an ASCII digit is named by its position", arguments: [
        ("12a", 2), ("a", 0), ("1 23", 1), ("１２３", 0), ("12-3", 2), ("😀123", 0),
    ])
    func refusesANonDigitAtItsPosition(code: String, position: Int) {
        for card in [Self.visa, Self.amex, ""] {
            #expect(validator.validate(code, reading: Self.card(card)) == .invalid(ValidationFailure(
                code: ValidationFailure.Code("security_code.character"), message: "Character \(position + 1) is not a digit", position: position)))
        }
    }

    @Test("the brand comes from the leading digits: too many digits or a stray character after them change nothing", arguments: [
        (amex + "99", 4), ("378282x", 4), ("3782 82ab", 4), ("37x", 4), (visa + "0000", 3), ("424242zz", 3), ("4x", 3), ("3x", 4),
    ])
    func readsTheBrandFromTheLeadingDigitsOnly(card: String, length: Int) throws {
        #expect(validator.sectionLayout(for: "", reading: Self.card(card)) == (try SectionLayout([length])))
        let code = String(repeating: "1", count: length)
        #expect(validator.validate(code, reading: Self.card(card)) == .valid)
    }

    @Test("the sections are one of the brand's code length", arguments: [
        (visa, 3), (mastercard, 3), (discover, 3), (diners, 3), (jcb, 3), (amex, 4), (amex2, 4), ("", 4), ("3", 4),
    ])
    func laysOutOneSectionOfTheCodeLength(card: String, length: Int) throws {
        #expect(validator.sectionLayout(for: "", reading: Self.card(card)) == (try SectionLayout([length])))
    }

    @Test func acceptsOnlyASCIIDigits() {
        for digit in "0123456789" {
            #expect(validator.accepts(digit))
        }
        for other: Character in [" ", "-", "a", "１", "٣"] {
            #expect(!validator.accepts(other))
        }
    }

    // MARK: In a form

    /// A card field and a security code field that reads it, in a live ``Form``.
    final class PaymentForm {
        let card = Field(identifier: "card", title: "Card number", validation: ValidatorChain([CardValidator()]))
        let code = Field(
            identifier: "code", title: "Security code",
            validation: ValidatorChain([CardSecurityCodeValidator(cardField: "card")]))
        let form: Form

        init() {
            form = Form(fields: [card, code])
        }

        func typeCard(_ number: String) {
            form.focus(0)
            card.clear()
            for digit in number {
                card.insert(digit)
            }
        }

        func typeCode(_ digits: String) {
            form.focus(1)
            code.clear()
            for digit in digits {
                code.insert(digit)
            }
        }
    }

    /// Hears ``FieldDelegate/validityChanged(_:)`` and notes the validity the field shows then.
    final class ValidityListener: FieldDelegate {
        var heard: [Validity] = []
        func validityChanged(_ field: Field) {
            heard.append(field.validity)
        }
    }

    @Test("in a form, the code is judged by the brand of the card field", arguments: [
        (visa, "123", Validity.valid),
        (amex, "1234", .valid),
        (amex2, "1234", .valid),
        (amex, "123", .invalid(ValidationFailure(code: ValidationFailure.Code("security_code.length"), message: amexLength, isFixableByTyping: true))),
        ("", "123", .valid),
        ("", "1234", .valid),
    ])
    func judgesTheCodeByTheCardFieldsBrand(card: String, code: String, expected: Validity) {
        let payment = PaymentForm()
        payment.typeCard(card)
        payment.typeCode(code)
        #expect(payment.code.text == code)
        #expect(payment.code.validity == expected)
    }

    @Test func aThreeDigitAmexCodeIsShownOnlyAtTheEndOfEditing() {
        let payment = PaymentForm()
        payment.typeCard(Self.amex)
        payment.typeCode("123")
        #expect(payment.code.errorMessage == nil)
        payment.form.focus(nil)
        #expect(payment.code.errorMessage == Self.amexLength)
        guard case .refused(let field) = payment.form.submit() else {
            Issue.record("a 3-digit code was accepted for American Express")
            return
        }
        #expect(field === payment.code)
    }

    @Test func aVisaFieldTakesThreeDigitsAndAnAmexFieldFour() {
        let payment = PaymentForm()
        payment.typeCard(Self.visa)
        #expect(payment.code.layout == SectionLayout(arrayLiteral: 3))
        payment.typeCode("1234")
        #expect(payment.code.text == "123")
        #expect(payment.code.validity == .valid)
        payment.typeCard(Self.amex)
        #expect(payment.code.layout == SectionLayout(arrayLiteral: 4))
        payment.typeCode("1234")
        #expect(payment.code.text == "1234")
        #expect(payment.code.validity == .valid)
        #expect(payment.form.submit() == .accepted)
    }

    /// The code is typed first, while the brand is unknown; then the card number names a brand.
    @Test func theCodeFollowsACardNumberTypedAfterIt() {
        let payment = PaymentForm()
        let listener = ValidityListener()
        payment.code.delegate = listener
        #expect(payment.code.layout == SectionLayout(arrayLiteral: 4))
        payment.typeCode("123")
        #expect(payment.code.validity == .valid)

        payment.typeCard(Self.amex)
        #expect(payment.code.layout == SectionLayout(arrayLiteral: 4))
        let amexFailure = ValidationFailure(code: ValidationFailure.Code("security_code.length"), message: Self.amexLength, isFixableByTyping: true)
        #expect(payment.code.validity == .invalid(amexFailure))
        #expect(payment.code.errorMessage == Self.amexLength)
        #expect(listener.heard == [.invalid(amexFailure)])

        payment.typeCard(Self.visa)
        #expect(payment.code.layout == SectionLayout(arrayLiteral: 3))
        #expect(payment.code.validity == .valid)
        #expect(payment.code.errorMessage == nil)
        #expect(listener.heard == [.invalid(amexFailure), .valid])
    }

    /// A 4-digit code typed for American Express, then the card number changes to Visa: the
    /// fourth digit is now one too many, and no typing fixes it.
    @Test func aFourDigitCodeBecomesTooLongWhenTheCardTurnsVisa() throws {
        let payment = PaymentForm()
        let listener = ValidityListener()
        payment.code.delegate = listener
        payment.typeCard(Self.amex2)
        payment.typeCode("1234")
        #expect(payment.code.validity == .valid)
        #expect(listener.heard == [])

        payment.typeCard(Self.visa)
        let visaFailure = ValidationFailure(code: ValidationFailure.Code("security_code.length"), message: Self.visaLength, position: 3)
        #expect(payment.code.layout == SectionLayout(arrayLiteral: 3))
        #expect(payment.code.sections == ["123", "4"])
        #expect(payment.code.validity == .invalid(visaFailure))
        #expect(payment.code.errorMessage == Self.visaLength)
        #expect(listener.heard == [.invalid(visaFailure)])
    }

    @Test func aFormWiresACodeTypedBeforeTheFormExisted() {
        let card = Field(identifier: "card", title: "Card number", validation: ValidatorChain([CardValidator()]))
        card.paste(Self.amex)
        let code = Field(
            identifier: "code", title: "Security code",
            validation: ValidatorChain([CardSecurityCodeValidator(cardField: "card")]))
        code.paste("123")
        #expect(code.validity == .valid)
        let form = Form(fields: [card, code])
        withExtendedLifetime(form) {
            #expect(code.layout == SectionLayout(arrayLiteral: 4))
            #expect(code.validity.failure?.message(in: .english) == Self.amexLength)
        }
    }

    @Test func anEmptyCodeIsLeftToRequired() {
        let payment = PaymentForm()
        payment.typeCard(Self.visa)
        #expect(payment.code.validity == .valid)
    }

    // MARK: Plugin

    @Test func conformsToThePluginContract() {
        #expect(PluginConformance.problems(
            of: CardSecurityCodePlugin(), options: ["card": .string("card")],
            inputs: ["123", "1234", "12345", "12a", "12"]) == [])
    }

    @Test func thePluginBuildsAValidatorReadingTheNamedField() throws {
        let registry = ValidatorRegistry()
        try registry.register(CardSecurityCodePlugin())
        let made = try registry.makeValidator("card-security-code", options: ["card": .string("number")])
        let dependent = try #require(made as? CardSecurityCodeValidator)
        #expect(dependent.dependencies == ["number"])
        #expect(dependent.validate("123", reading: Values(fields: ["number": Self.amex])).failure?.message(in: .english) == Self.amexLength)
    }

    @Test("the card option is required", arguments: [[String: JSONValue](), ["card": .string("")]])
    func refusesAMissingCardOption(options: [String: JSONValue]) throws {
        let registry = ValidatorRegistry()
        try registry.register(CardSecurityCodePlugin())
        let error = try #require(throws: ValidatorConfigurationError.self) {
            try registry.makeValidator("card-security-code", options: options)
        }
        #expect(error.option == "card")
    }
}
