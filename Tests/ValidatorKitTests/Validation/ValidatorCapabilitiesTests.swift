import Testing
import ValidatorKit

/// Reports the length of a text as a detail, and nothing else.
private struct LengthReporter: Validator, ValidationDetailsProvider {
    func validate(_ text: String) -> Validity { .valid }
    func details(for text: String) -> ValidationDetails { ["length": .integer(text.count), "series": .string("mine")] }
}

@Suite struct ValidatorCapabilitiesTests {
    @Test func aValidatorOffersNothingUnlessItAdoptsACapability() {
        let plain = FixedValidator(answer: .valid)
        #expect(plain.inputFilter == nil)
        #expect(plain.textFormatter == nil)
        #expect(plain.sectionLayoutProvider == nil)
        #expect(plain.detailsProvider == nil)
        #expect(plain.utf8Validator == nil)
    }

    @Test func aValidatorAdoptingTheCapabilityProtocolsOffersItselfThroughTheMembers() throws {
        let validator: any Validator = ProductCodeValidator()
        #expect(try #require(validator.inputFilter).accepts("-") == false)
        #expect(try #require(validator.textFormatter).formatted("abc1234") == "ABC-1234")
        #expect(try #require(validator.sectionLayoutProvider).sectionLayout(for: "").description == "3-4")
        #expect(try #require(validator.detailsProvider).details(for: "abc") == ["series": .string("ABC")])
    }

    @Test func aChainOffersTheFirstValidatorsCapabilityAndMergesTheDetailsInOrder() throws {
        let chain = ValidatorChain([FixedValidator(answer: .valid), ProductCodeValidator(), LengthReporter()])
        #expect(try #require(chain.sectionLayoutProvider).sectionLayout(for: "").description == "3-4")
        #expect(try #require(chain.textFormatter).formatted("abc1") == "ABC-1")
        #expect(chain.details(for: "abc1") == ["series": .string("ABC"), "length": .integer(4)])
        #expect(chain.detailsProvider != nil)
        #expect(chain.utf8Validator == nil)
    }

    @Test func aChainOfValidatorsWithoutCapabilitiesOffersNone() {
        let chain = ValidatorChain([FixedValidator(answer: .valid)])
        #expect(chain.inputFilter == nil)
        #expect(chain.textFormatter == nil)
        #expect(chain.sectionLayoutProvider == nil)
        #expect(chain.detailsProvider == nil)
    }
}
