import Testing
import ValidatorKit

@Suite struct FormTests {
    func loginForm() -> Form {
        Form(fields: [
            Field(identifier: "username", title: "Username", validation: ValidatorChain([try! LengthValidator(minimum: 3)], isRequired: true)),
            Field(identifier: "password", title: "Password", isSecure: true, validation: ValidatorChain([], isRequired: true)),
        ])
    }

    @Test func nextAndPreviousMoveTheFocusAndEndEditing() {
        let form = loginForm()
        #expect(form.focusedField == nil)
        form.next()
        #expect(form.focusedField?.identifier == "username")
        #expect(form.fields[0].isActive)
        form.next()
        #expect(form.focusedField?.identifier == "password")
        #expect(!form.fields[0].isActive)
        #expect(form.fields[0].showsVerdict)
        #expect(!form.next())
        form.previous()
        #expect(form.focusedField?.identifier == "username")
        #expect(!form.previous())
    }

    @Test func submitIsRefusedWithTheFirstInvalidFieldFocusedAndItsMessageShown() {
        let form = loginForm()
        form.next()
        form.fields[0].paste("bob")
        form.next()
        guard case .refused(let field) = form.submit() else {
            Issue.record("an empty password was accepted")
            return
        }
        #expect(field.identifier == "password")
        #expect(form.focusedField === field)
        #expect(field.isActive)
        #expect(field.errorMessage == "Password is required")
    }

    @Test func submitFocusesTheFirstOfSeveralInvalidFields() {
        let form = loginForm()
        guard case .refused(let field) = form.submit() else {
            Issue.record("an empty form was accepted")
            return
        }
        #expect(field.identifier == "username")
        #expect(field.errorMessage == "Username is required")
    }

    @Test func enterOnTheLastFieldSubmits() {
        let form = loginForm()
        form.next()
        form.fields[0].paste("bob")
        #expect(form.advance() == nil)
        form.fields[1].paste("hunter2")
        guard case .accepted = form.advance() else {
            Issue.record("a valid form was refused")
            return
        }
        #expect(form.focusedField == nil)
    }

    @Test func typingAfterARefusedSubmitReturnsToTheTypingPolicy() {
        let form = loginForm()
        form.submit()
        let username = form.fields[0]
        username.insert("b")
        #expect(username.errorMessage == nil)
    }
}
