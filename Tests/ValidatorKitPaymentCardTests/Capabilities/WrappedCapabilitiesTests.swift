import Testing
import ValidatorKit
import ValidatorKitPaymentCard

/// A validator that wraps any other and counts its verdicts, knowing nothing of its type: it
/// forwards every capability member to the validator it wraps.
private struct CountingValidator: Validator {
    let base: any Validator
    let counter = Counter()

    final class Counter: @unchecked Sendable {
        // Safe: the tests read and write it from one thread.
        var count = 0
    }

    func validate(_ text: String) -> Validity {
        counter.count += 1
        return base.validate(text)
    }

    var inputFilter: (any InputFilter)? { base.inputFilter }
    var textFormatter: (any TextFormatter)? { base.textFormatter }
    var sectionLayoutProvider: (any SectionLayoutProvider)? { base.sectionLayoutProvider }
    var detailsProvider: (any ValidationDetailsProvider)? { base.detailsProvider }
    var utf8Validator: (any UTF8Validator)? { base.utf8Validator }
}

@Suite struct WrappedCapabilitiesTests {
    @Test func aWrapperForwardsACardValidatorsSectionLayoutWithoutKnowingItsType() throws {
        let wrapped = CountingValidator(base: CardValidator())
        let layouts = try #require(wrapped.sectionLayoutProvider)
        #expect(layouts.sectionLayout(for: "4242").description == "4-4-4-4")
        #expect(layouts.sectionLayout(for: "3782").description == "4-6-5")
    }

    @Test func aFieldOfAWrappedCardValidatorFiltersAndSectionsAsTheCardValidatorDoes() {
        let wrapped = CountingValidator(base: CardValidator())
        let field = Field(identifier: "card", title: "Card", validation: ValidatorChain([wrapped]))
        field.beginEditing()
        field.paste("3782 822463 10005")
        #expect(field.layout.description == "4-6-5")
        #expect(field.displayedText == "3782 822463 10005")
        #expect(field.validity == .valid)
        #expect(field.insert("x").notAccepted == 1)
        #expect(wrapped.counter.count > 0)
    }

    @Test func aWrapperForwardsTheDetailsAndTheByteVerdictOfWhatItWraps() throws {
        let card = CountingValidator(base: CardValidator())
        #expect(card.detailsProvider?.details(for: "4242424242424242")["brand"] == .string("visa"))
        let luhn = CountingValidator(base: LuhnValidator())
        let bytes = try #require(luhn.utf8Validator)
        #expect(Array("79927398713".utf8).withUnsafeBufferPointer { bytes.validate(utf8: $0) } == .valid)
        #expect(luhn.textFormatter == nil)
    }

    @Test func aSecurityCodeInAChainChoosesItsSectionsFromTheCardField() {
        let form = Form(fields: [
            Field(identifier: "number", title: "Card number", validation: ValidatorChain([CardValidator()])),
            Field(identifier: "code", title: "Security code",
                  validation: ValidatorChain([CountingValidator(base: CardSecurityCodeValidator(cardField: "number"))])),
        ])
        #expect(form.fields[1].layout.description == "4")
        form.fields[0].beginEditing()
        form.fields[0].paste("4242 4242 4242 4242")
        form.fields[1].beginEditing()
        form.fields[1].paste("1")
        #expect(form.fields[1].layout.description == "3")
    }
}
