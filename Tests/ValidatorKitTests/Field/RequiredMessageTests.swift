import Testing
import ValidatorKit

@Suite struct RequiredMessageTests {
    @Test(arguments: ["", "   "])
    func anEmptyOrBlankRequiredFieldNamesItselfInOneMessage(text: String) {
        let field = Field(identifier: "user", title: "Username", validation: ValidatorChain([RequiredValidator()]))
        field.beginEditing()
        field.paste(text)
        field.endEditing()
        #expect(field.validity == .invalid(ValidationFailure(
            code: .requiredMissing, message: "Username is required", isFixableByTyping: true)))
        #expect(field.errorMessage == "Username is required")
    }

    @Test func aFieldWithoutATitleIsCalledThisField() {
        let field = Field(identifier: "user", title: "", validation: ValidatorChain([RequiredValidator()]))
        field.beginEditing()
        field.paste(" ")
        field.endEditing()
        #expect(field.errorMessage == "This field is required")
    }

    @Test func theValidatorAloneSaysThisField() {
        #expect(RequiredValidator().validate(" ") == .invalid(ValidationFailure(
            code: .requiredMissing, message: "This field is required", isFixableByTyping: true)))
    }
}
