import Testing
import ValidatorKit

/// A `number` option takes a whole number or one with a fraction, and text spelling one (as a
/// command line gives it).
@Suite struct NumberOptionTests {
    @Test func aNumberOptionIsReadWholeOrWithAFraction() {
        #expect(ValidatorOptions(["step": .integer(2)]).number("step") == 2)
        #expect(ValidatorOptions(["step": .number(0.5)]).number("step") == 0.5)
        #expect(ValidatorOptions(["step": .string("0.5")]).number("step") == nil)
    }

    @Test func theRegistryTakesTextSpellingANumberAndRefusesOtherText() throws {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        #expect(try registry.makeValidator("range", options: ["min": "0.5"]).validate("0.25").failure?.code == .rangeTooSmall)
        let error = #expect(throws: ValidatorConfigurationError.self) { try registry.makeValidator("range", options: ["min": "half"]) }
        #expect(error?.description.contains("a number") == true)
    }
}
