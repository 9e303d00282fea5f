import ValidatorKitChecksums
import ValidatorKitPaymentCard
import Testing
import ValidatorKit
import ValidatorKitTesting

@Suite("CardValidator")
struct CardValidatorTests {
    let validator = CardValidator()

    @Test func conformsToThePluginContract() {
        let inputs = PublishedTestCard.all.map(\.number) + ["378282246310006", "4", "3", "1", "4242-4242 x"]
        #expect(PluginConformance.problems(of: CardPlugin(), inputs: inputs) == [])
        let reachingEveryCode = ["4242x", "1234", "3782 8224 6310 0051", "378282246310006"]
        #expect(PluginConformance.unreachedCodes(of: CardPlugin(), inputs: reachingEveryCode) == [])
        #expect(PluginConformance.problems(of: CardPlugin(), inputs: reachingEveryCode) == [])
    }

    @Test func theFixtureHoldsTheMajorBrandsOfEveryPublisher() {
        let brands = Set(PublishedTestCard.all.map(\.brand))
        #expect(brands.isSuperset(of: ["visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay", "maestro"]))
        #expect(Set(PublishedTestCard.all.map(\.source)) == ["stripe", "braintree", "adyen", "adyen-pos"])
    }

    @Test("every published test card is valid and of its publisher's brand", arguments: PublishedTestCard.all)
    func acceptsPublishedTestCards(card: PublishedTestCard) {
        #expect(validator.validate(card.number) == .valid)
        #expect(validator.details(for: card.number)["brand"] == .string(card.brand))
    }

    @Test("every single-digit change of a published card is not valid", arguments: PublishedTestCard.all)
    func refusesEverySingleDigitChange(card: PublishedTestCard) {
        var digits = Array(card.number)
        for position in digits.indices {
            let original = digits[position]
            for replacement in "0123456789" where replacement != original {
                digits[position] = replacement
                #expect(validator.validate(String(digits)) != .valid, "digit \(position + 1) changed to \(replacement)")
            }
            digits[position] = original
        }
    }

    @Test func answersTheIssueExamples() {
        #expect(validator.validate("378282246310005") == .valid)
        #expect(validator.details(for: "378282246310005")["brand"] == .string("amex"))
        #expect(validator.validate("378282246310006") == .invalid(ValidationFailure(
            code: .cardChecksum, message: "Check digit does not match; a digit may be mistyped")))
        #expect(validator.validate("4") == .incomplete)
    }

    /// The table in the documentation of ``CardValidator``.
    @Test func answersAsItsDocumentationSays() {
        #expect(validator.validate("4") == .incomplete)
        #expect(validator.validate("378282246310005") == .valid)
        #expect(validator.validate("378282246310006").failure?.code == .cardChecksum)
        #expect(validator.validate("4242 4242 4242 4241") == .incomplete)
        #expect(validator.validate("1234").failure?.code == .cardBrand)
        #expect(validator.validate("3782 8224 6310 0051").failure?.code == .cardLength)
        #expect(validator.validate("4242x").failure?.code == .cardCharacter)
    }

    @Test(arguments: [
        "", " ", "-", "4", "42", "4242 4242", "3", "34", "2", "220", "6", "6011", "62", "8", "9", "37828224631000",
    ])
    func callsAPrefixSomeBrandCanCompleteIncomplete(text: String) {
        #expect(validator.validate(text) == .incomplete)
    }

    /// 4242424242424241 fails the check at 16 digits, but Visa numbers may have 19.
    @Test func waitsForALongerLengthWhileTheBrandHasOne() {
        #expect(validator.validate("4242424242424241") == .incomplete)
        #expect(validator.validate("424242424242424") == .incomplete)
        #expect(validator.validate("42424242424242411") == .incomplete)
    }

    @Test func failsTheChecksumAtTheBrandsLongestLength() {
        let failure = ValidationFailure(code: .cardChecksum, message: "Check digit does not match; a digit may be mistyped")
        #expect(validator.validate("5555555555554445") == .invalid(failure))
        #expect(validator.validate("4242424242424242420") == .invalid(failure))
    }

    @Test func acceptsEveryLengthOfTheBrand() throws {
        for length in [13, 16, 19] {
            let payload = "4" + String(repeating: "0", count: length - 2)
            let number = payload + (try #require(Luhn().checkCharacters(for: payload)))
            #expect(validator.validate(number) == .valid, "\(length) digits")
        }
    }

    @Test(arguments: [
        ("1", 0), ("0", 0), ("7", 0), ("31", 1), ("3 1", 2), ("2721", 3), ("27-21", 4), ("978", 2),
        ("1x", 0),
    ])
    func refusesDigitsNoBrandStartsWith(text: String, position: Int) {
        #expect(validator.validate(text) == .invalid(ValidationFailure(
            code: .cardBrand, message: "No card brand starts with these digits", position: position)))
    }

    @Test(arguments: [
        "4242 4242 4242 4242", "4242-4242-4242-4242", "4242424242424242", " 4242 4242 4242 4242 ", "4-2-4-2 4242  4242 4242",
        "3782 822463 10005",
    ])
    func toleratesSpacesAndDashesBetweenDigits(text: String) {
        #expect(validator.validate(text) == .valid)
    }

    @Test(arguments: [
        ("4242 4242x", 9), ("4242.4242", 4), ("4242/4242", 4), ("4242\t4242", 4), ("4242\u{A0}4242", 4),
        ("42\u{301}42", 1), ("4242👍", 4), ("１２３４", 0), ("4242\r\n", 4), ("a", 0),
    ])
    func refusesAnyOtherCharacterAtItsPosition(text: String, position: Int) {
        #expect(validator.validate(text) == .invalid(ValidationFailure(
            code: .cardCharacter, message: "Character \(position + 1) is not a digit, space or dash",
            position: position)))
    }

    @Test func reportsTheFirstExtraDigitOfATooLongNumber() {
        #expect(validator.validate("3782 822463 100051") == .invalid(ValidationFailure(
            code: .cardLength, message: "American Express card numbers have 15 digits", position: 17)))
        #expect(validator.validate("5555 5555 5555 4444 1").failure?.position == 20)
    }

    @Test func reportsTheFirstProblemInReadingOrder() {
        #expect(validator.validate("3782822463100051x").failure?.code == .cardLength)
        #expect(validator.validate("378282246310005x1").failure?.code == .cardCharacter)
        #expect(validator.validate("50x").failure?.code == .cardCharacter)
        #expect(validator.validate("1x").failure?.code == .cardBrand)
    }

    @Test func acceptsOnlyAsciiDigitsAsInput() {
        #expect(validator.accepts("4"))
        #expect(!validator.accepts(" "))
        #expect(!validator.accepts("-"))
        #expect(!validator.accepts("٤"))
        #expect(!validator.accepts("x"))
    }

    @Test func answersATenMegabyteLineWithoutQuadraticWork() {
        let digits = String(repeating: "4242", count: 2_500_000)
        #expect(validator.validate(digits).failure?.position == 19)
        #expect(validator.sectionLayout(for: digits) == SectionLayout(arrayLiteral: 4, 4, 4, 4, 3))
        #expect(validator.details(for: digits)["brand"] == .string("visa"))
        let separatorsThenLetter = String(repeating: "- ", count: 5_000_000) + "x"
        #expect(validator.validate(separatorsThenLetter).failure?.position == 10_000_000)
    }
}
