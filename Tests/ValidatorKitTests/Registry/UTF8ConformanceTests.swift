import Testing
import ValidatorKit
import ValidatorKitTesting

/// A validator of even lengths that judges bytes too, rightly or (to be caught) by counting bytes
/// where it should count characters.
private struct EvenLengthValidator: UTF8Validator {
    let countsBytes: Bool

    func validate(_ text: String) -> Validity {
        text.count.isMultiple(of: 2) ? .valid : .invalid(ValidationFailure(code: .testWrong, message: "Odd"))
    }

    func validate(utf8: UnsafeBufferPointer<UInt8>) -> Validity {
        let length = countsBytes ? utf8.count : String(decoding: utf8, as: UTF8.self).count
        return length.isMultiple(of: 2) ? .valid : .invalid(ValidationFailure(code: .testWrong, message: "Odd"))
    }
}

private struct EvenLengthPlugin: ValidatorPlugin {
    let identifier = "even-length"
    let summary = "An even number of characters"
    let options: [OptionDescription] = []
    let failureCodes = [FailureCodeDescription(.testWrong, message: "Odd")]
    let countsBytes: Bool

    func make(_ options: ValidatorOptions) throws -> any Validator {
        EvenLengthValidator(countsBytes: countsBytes)
    }
}

/// The conformance check holds a ``UTF8Validator``'s two answers to each other.
@Suite struct UTF8ConformanceTests {
    @Test func aValidatorWhoseBytesAnswerAgreesConforms() {
        #expect(PluginConformance.problems(of: EvenLengthPlugin(countsBytes: false), inputs: ["é", "ab"]) == [])
    }

    @Test func aBytesAnswerThatDiffersIsReported() {
        let problems = PluginConformance.problems(of: EvenLengthPlugin(countsBytes: true), inputs: ["é"])
        #expect(problems.contains("validate(utf8:) answers valid for '\"é\"', but validate answers invalid (test.wrong)"))
    }
}
