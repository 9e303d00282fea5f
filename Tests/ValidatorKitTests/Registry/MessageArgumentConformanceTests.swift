import Testing
import ValidatorKit
import ValidatorKitTesting

/// A plugin whose validator refuses every text with `length.too_short`, with the arguments it
/// is given.
private struct ShortPlugin: ValidatorPlugin {
    let identifier = "short"
    let summary = "Refuses every text as too short"
    let options: [OptionDescription] = []
    let failureCodes = [FailureCodeDescription(.lengthTooShort, parameters: [.integer("minimum")])]
    let arguments: [String: JSONValue]

    func make(_ options: ValidatorOptions) throws -> any Validator {
        ShortValidator(arguments: arguments)
    }
}

private struct ShortValidator: Validator {
    let arguments: [String: JSONValue]

    func validate(_ text: String) -> Validity {
        .invalid(ValidationFailure(code: .lengthTooShort, arguments: arguments))
    }
}

@Suite struct MessageArgumentConformanceTests {
    @Test func argumentsOfTheDeclaredTypesConform() {
        #expect(PluginConformance.problems(of: ShortPlugin(arguments: ["minimum": .integer(2)])) == [])
    }

    @Test func anArgumentOfTheWrongTypeIsReported() {
        let problems = Set(PluginConformance.problems(of: ShortPlugin(arguments: ["minimum": .string("two")])))
        #expect(problems == ["code 'length.too_short' is given 'minimum' as text, which it does not declare"])
    }

    @Test func aParameterLeftWithoutAValueIsReported() {
        let problems = Set(PluginConformance.problems(of: ShortPlugin(arguments: [:])))
        #expect(problems == ["the message 'Must be at least {minimum} characters' of code 'length.too_short' has no value for 'minimum'"])
    }
}
