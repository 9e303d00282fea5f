import Testing
import ValidatorKit
import ValidatorKitPaymentCard
import ValidatorKitTesting

/// A card number nobody types into any more (a record, the end of editing) gets the failure it
/// has, even where a longer number of its brand could still follow.
@Suite struct CardConcludeTests {
    let validator = CardValidator()

    /// Stripe's Visa test number with its last digit changed: 16 digits, a wrong check digit,
    /// while Visa numbers may have 19 digits.
    @Test func aSixteenDigitVisaNumberWithAWrongCheckDigitConcludesAsChecksum() {
        #expect(validator.validate("4242424242424241") == .incomplete)
        #expect(validator.conclude("4242424242424241") == .invalid(ValidationFailure(code: .cardChecksum)))
        #expect(validator.conclude("4242 4242 4242 4241").failure?.message(in: .english) == "Check digit does not match; a digit may be mistyped")
    }

    /// Visa numbers have 13, 16 or 19 digits: 14 digits is none of them.
    @Test func aLengthTheBrandDoesNotHaveConcludesAsLength() {
        #expect(validator.validate("42424242424242") == .incomplete)
        #expect(validator.conclude("42424242424242").failure?.message(in: .english) == "Visa card numbers have 13, 16 or 19 digits")
    }

    @Test(arguments: ["4", "4242", "424242424242"])
    func aNumberShorterThanItsBrandsShortestLengthStaysIncomplete(text: String) {
        #expect(validator.conclude(text) == .incomplete)
    }

    @Test(arguments: PublishedTestCard.all)
    func everyPublishedTestCardConcludesValid(card: PublishedTestCard) {
        #expect(validator.conclude(card.number) == .valid)
    }

    @Test func theEndOfEditingShowsTheChecksumFailure() {
        let field = Field(identifier: "card", title: "Card number", validation: ValidatorChain([validator]))
        field.beginEditing()
        field.paste("4242424242424241")
        field.endEditing()
        #expect(field.validity.failure?.code == .cardChecksum)
    }

    @Test func concludingConforms() {
        let inputs = PublishedTestCard.all.map(\.number) + ["4242424242424241", "42424242424242", "4242", "1234", "4242x"]
        #expect(PluginConformance.concludingProblems(of: validator, on: inputs, declared: Set(CardPlugin().failureCodes.map(\.code))) == [])
    }

    /// Stripe's test numbers, typed with spaces and dashes, are stored as their digits.
    @Test func theNormalizedValueIsTheDigits() {
        #expect(validator.normalizer?.normalizedValue(of: "4242 4242-4242 4242") == "4242424242424242")
        #expect(validator.normalizer?.normalizedValue(of: "3782 822463 10005") == "378282246310005")
        #expect(validator.normalizer?.normalizedValue(of: "4242424242424242") == "4242424242424242")
    }
}
