import Testing
import ValidatorKit
import ValidatorKitTesting

/// A three-digit code; `strictWhileTyping` makes it call a short prefix invalid, as a careless
/// plugin would.
private struct ThreeDigitPlugin: ValidatorPlugin {
    struct ThreeDigits: Validator {
        let strictWhileTyping: Bool

        func validate(_ text: String) -> Validity {
            if let position = text.firstIndex(where: { !$0.isASCII || !$0.isNumber }) {
                return .invalid(ValidationFailure(
                    code: .charsetCharacter, message: "Only digits", position: text.distance(from: text.startIndex, to: position)))
            }
            if text.count > 3 { return .invalid(ValidationFailure(code: .lengthTooLong, message: "Three digits")) }
            if text.count < 3 {
                return strictWhileTyping ? .invalid(ValidationFailure(code: .lengthTooShort, message: "Three digits")) : .incomplete
            }
            return .valid
        }
    }

    let identifier = "three-digits"
    let summary = "Three digits"
    let options: [OptionDescription] = []
    let failureCodes = [
        FailureCodeDescription(.charsetCharacter, message: "Only digits"),
        FailureCodeDescription(.lengthTooShort, message: "Three digits"),
    ]
    var strictWhileTyping = false

    func make(_ options: ValidatorOptions) throws -> any Validator { ThreeDigits(strictWhileTyping: strictWhileTyping) }
}

@Suite struct ExampleConformanceTests {
    @Test func rightAnswersOnTheExamplesConform() {
        #expect(PluginConformance.exampleProblems(of: ThreeDigitPlugin(), valid: ["123", "007"], invalid: ["12a"]) == [])
    }

    @Test func aPrefixOfAValidExampleThatIsInvalidIsReported() {
        #expect(PluginConformance.exampleProblems(of: ThreeDigitPlugin(strictWhileTyping: true), valid: ["123"], invalid: []) == [
            "'1', a prefix of the valid example '123', is invalid (length.too_short): it should be incomplete, valid, or fixable by typing",
            "'12', a prefix of the valid example '123', is invalid (length.too_short): it should be incomplete, valid, or fixable by typing",
        ])
    }

    @Test func aPrefixFailureFixableByTypingIsQuietAndSoAllowed() {
        // The length plugin answers a short text with a failure fixable by typing.
        #expect(PluginConformance.exampleProblems(of: LengthPlugin(), options: ["min": .integer(3)], valid: ["abc"], invalid: []) == [])
    }

    @Test func wrongAnswersOnTheExamplesAreReported() {
        #expect(PluginConformance.exampleProblems(of: ThreeDigitPlugin(), valid: ["12a", "12"], invalid: ["456", "4567"]) == [
            "the valid example '12a' is invalid (charset.character)",
            "the valid example '12' is incomplete",
            "the invalid example '456' is valid",
            "the invalid example '4567' fails with 'length.too_long', which the plugin does not declare",
        ])
    }
}

/// Three digits, judged as typed like ``ThreeDigitPlugin``, but concluding every text as too
/// short: a finished valid text turned invalid, as a careless `conclude` would.
private struct CarelessConcludingPlugin: ValidatorPlugin {
    struct Careless: Validator {
        func validate(_ text: String) -> Validity {
            ThreeDigitPlugin.ThreeDigits(strictWhileTyping: false).validate(text)
        }

        func conclude(_ text: String) -> Validity {
            text.count == 4 ? .incomplete : .invalid(ValidationFailure(code: .lengthTooShort, message: "Three digits"))
        }
    }

    let identifier = "careless"
    let summary = "Three digits, concluded carelessly"
    let options: [OptionDescription] = []
    let failureCodes = [FailureCodeDescription(.lengthTooLong, message: "Three digits")]

    func make(_ options: ValidatorOptions) throws -> any Validator { Careless() }
}

@Suite struct ConcludingConformanceTests {
    @Test func concludingAValidTextAsInvalidOrAnInvalidOneAsIncompleteIsReported() {
        #expect(PluginConformance.exampleProblems(of: CarelessConcludingPlugin(), valid: ["123"], invalid: ["1234"]) == [
            "'123' is valid but concludes invalid (length.too_short): concluding never turns a valid text into anything else",
            "'123' concludes with 'length.too_short', which the plugin does not declare",
            "'1' concludes with 'length.too_short', which the plugin does not declare",
            "'12' concludes with 'length.too_short', which the plugin does not declare",
            "'1234' is invalid (length.too_long) but concludes incomplete: a finished text keeps its failure",
        ])
    }
}
