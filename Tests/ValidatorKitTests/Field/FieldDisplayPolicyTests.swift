import Testing
import ValidatorKit

@Suite struct FieldDisplayPolicyTests {
    let digitsOnly = CharsetValidator(allowed: .literal(Set("0123456789x")))

    func field(required: Bool = true) -> Field {
        Field(
            identifier: "pin", title: "PIN",
            validation: ValidatorChain([try! LengthValidator(minimum: 4, maximum: 6), digitsOnly], isRequired: required))
    }

    @Test func aFailureMoreTypingCanFixStaysQuietWhileTyping() {
        let field = field()
        field.beginEditing()
        field.paste("12")
        #expect(field.validity.failure?.code == .lengthTooShort)
        #expect(field.errorMessage == nil)
    }

    @Test func aFailureNoTypingCanFixShowsAtOnce() {
        let field = field()
        field.beginEditing()
        field.paste("1234567")
        #expect(field.errorMessage == "Must be at most 6 characters")
    }

    @Test func theFullVerdictShowsAtTheEndOfEditing() {
        let field = field()
        field.beginEditing()
        field.paste("12")
        field.endEditing()
        #expect(field.errorMessage == "Must be at least 4 characters")
    }

    @Test func anEmptyRequiredFieldIsIncompleteWhileEditingAndMissingAfter() {
        let field = field()
        field.beginEditing()
        #expect(field.validity == .incomplete)
        #expect(field.errorMessage == nil)
        field.endEditing()
        #expect(field.validity.failure?.code == .requiredMissing)
        #expect(field.errorMessage == "PIN is required")
    }

    @Test func anEmptyOptionalFieldIsValid() {
        let field = field(required: false)
        field.beginEditing()
        field.endEditing()
        #expect(field.validity == .valid)
        #expect(field.errorMessage == nil)
    }

    @Test func anIncompleteTextIsCalledIncompleteAtTheEnd() {
        struct PrefixOfHello: Validator {
            func validate(_ text: String) -> Validity {
                text == "hello" ? .valid : "hello".hasPrefix(text) ? .incomplete
                    : .invalid(ValidationFailure(code: .helloNo, message: "Say hello"))
            }
        }
        let field = Field(identifier: "greeting", title: "Greeting", validation: ValidatorChain([PrefixOfHello()]))
        field.beginEditing()
        field.paste("hel")
        #expect(field.validity == .incomplete)
        field.endEditing()
        #expect(field.validity.failure?.code == .inputIncomplete)
        #expect(field.errorMessage == "Greeting is incomplete")
    }

    @Test func theErrorClearsAsSoonAsTheTextIsValid() {
        let field = field()
        field.beginEditing()
        field.paste("12")
        field.endEditing()
        field.beginEditing()
        #expect(field.errorMessage == "Must be at least 4 characters")
        field.paste("34")
        #expect(field.errorMessage == nil)
        #expect(field.validity == .valid)
    }

    @Test func theTitleFloatsWhileFocusedOrFilled() {
        let field = field()
        #expect(!field.isTitleFloating)
        field.beginEditing()
        #expect(field.isTitleFloating)
        field.endEditing()
        #expect(!field.isTitleFloating)
        field.paste("1")
        #expect(field.isTitleFloating)
    }
}
