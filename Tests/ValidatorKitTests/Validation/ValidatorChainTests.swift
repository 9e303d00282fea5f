import Testing
import ValidatorKit

struct FixedValidator: Validator {
    let answer: Validity
    func validate(_ text: String) -> Validity { answer }
}

let tooShort = ValidationFailure(code: .testShort, message: "Too short", isFixableByTyping: true)
let wrong = ValidationFailure(code: .testWrong, message: "Wrong")

@Suite struct ValidatorChainTests {
    @Test(arguments: [
        ([Validity.valid, .valid], Validity.valid),
        ([.valid, .incomplete], .incomplete),
        ([.incomplete, .invalid(wrong)], .invalid(wrong)),
        ([.invalid(tooShort), .invalid(wrong)], .invalid(tooShort)),
        ([], .valid),
    ])
    func firstInvalidWinsThenIncompleteThenValid(answers: [Validity], expected: Validity) {
        let chain = ValidatorChain(answers.map { FixedValidator(answer: $0) })
        #expect(chain.validate("some text") == expected)
    }

    @Test func emptyTextOfAnOptionalFieldIsValidWithoutAskingTheValidators() {
        let chain = ValidatorChain([FixedValidator(answer: .invalid(wrong))])
        #expect(chain.validate("") == .valid)
    }

    @Test func emptyTextOfARequiredFieldIsIncomplete() {
        let chain = ValidatorChain([FixedValidator(answer: .valid)], isRequired: true)
        #expect(chain.validate("") == .incomplete)
    }

    @Test func aRequiredValidatorMakesTheChainRequired() {
        let chain = ValidatorChain([RequiredValidator()])
        #expect(chain.isRequired)
        #expect(chain.validate("") == .incomplete)
    }
}
