import Testing
import ValidatorKit
import ValidatorKitTesting

/// Rules across fields, as yup's `ref`/`when` and SwiftValidator's `ConfirmationRule` are used:
/// a confirmation, a field required on a condition, one of a group.
@Suite struct CrossFieldRuleTests {
    func signupForm() throws -> Form {
        Form(fields: [
            Field(
                identifier: "password", title: "Password", isSecure: true,
                validation: ValidatorChain([try LengthValidator(minimum: 8)], isRequired: true)),
            Field(
                identifier: "confirm", title: "Confirm password", isSecure: true,
                validation: ValidatorChain([MatchesValidator(otherField: "password")], isRequired: true)),
        ])
    }

    @Test func aMismatchShowsOnlyOnceTheConfirmationIsLeft() throws {
        let form = try signupForm()
        form.next()
        form.fields[0].paste("correct horse")
        form.next()
        let confirm = form.fields[1]
        confirm.paste("correct hoarse")
        #expect(confirm.errorMessage == nil, "quiet while typing: the password may still change")
        #expect(confirm.validity.failure?.code.rawValue == "matches.mismatch")
        form.previous()
        #expect(confirm.errorMessage == "Does not match Password")
    }

    @Test func aPrefixOfThePasswordIsIncompleteNotWrong() throws {
        let form = try signupForm()
        form.fields[0].paste("correct horse")
        form.fields[1].beginEditing()
        form.fields[1].paste("correct")
        #expect(form.fields[1].validity == .incomplete)
    }

    @Test func fixingThePasswordAfterwardsClearsTheMismatch() throws {
        let form = try signupForm()
        let recorder = RecordingDelegate()
        form.fields[1].delegate = recorder
        form.next()
        form.fields[0].paste("correct hoarse")
        form.next()
        form.fields[1].paste("correct horse")
        form.previous()
        #expect(form.fields[1].errorMessage == "Does not match Password")
        recorder.reset()
        form.fields[0].deleteBackward()
        form.fields[0].deleteBackward()
        form.fields[0].deleteBackward()
        form.fields[0].deleteBackward()
        form.fields[0].paste("rse")
        #expect(form.fields[1].validity == .valid)
        #expect(form.fields[1].errorMessage == nil)
        #expect(recorder.events.last == .validityChanged("confirm", .valid))
        #expect(form.submit() == .accepted)
    }

    @Test func theConfirmationIsJudgedOnlyWhenThePasswordChanges() throws {
        let form = try signupForm()
        let recorder = RecordingDelegate()
        form.fields[1].delegate = recorder
        form.fields[0].paste("abc")
        form.fields[0].moveCursor(by: -1)
        #expect(recorder.events == [.containsValidText("confirm")])
    }

    @Test func aFieldIsRequiredOnlyWhileTheOtherIsFilledIn() {
        let form = Form(fields: [
            Field(identifier: "company", title: "Company"),
            Field(
                identifier: "vat", title: "VAT number",
                validation: ValidatorChain([RequiredIfValidator(otherField: "company")])),
        ])
        let vat = form.fields[1]
        #expect(vat.validity == .valid)
        form.fields[0].paste("Analytical Engines Ltd")
        vat.showVerdict()
        #expect(vat.errorMessage == "VAT number is required")
        #expect(vat.validity.failure?.code.rawValue == "required.missing")
        form.fields[0].clear()
        #expect(vat.validity == .valid)
        #expect(vat.errorMessage == nil)
    }

    @Test(arguments: [("US", true), ("GB", false), ("", false)])
    func aFieldIsRequiredWhileTheOtherHoldsAValue(country: String, required: Bool) {
        let form = Form(fields: [
            Field(identifier: "country", title: "Country"),
            Field(
                identifier: "state", title: "State",
                validation: ValidatorChain([RequiredIfValidator(otherField: "country", value: "US")])),
        ])
        form.fields[0].paste(country)
        form.fields[1].showVerdict()
        #expect(form.fields[1].validity.isValid == !required)
    }

    @Test func oneOfAGroupMustBeFilledIn() {
        let form = Form(fields: [
            Field(
                identifier: "email", title: "Email",
                validation: ValidatorChain([OneOfValidator(otherFields: ["phone"])])),
            Field(identifier: "phone", title: "Phone"),
        ])
        guard case .refused(let field) = form.submit() else {
            Issue.record("an empty group was accepted")
            return
        }
        #expect(field.identifier == "email")
        #expect(field.errorMessage == "Fill in this field or Phone")
        #expect(field.validity.failure?.code.rawValue == "one_of.missing")
        form.fields[1].paste("+44 20 7946 0958")
        #expect(form.submit() == .accepted)
    }

    @Test func outsideAFormADependentValidatorSeesNoOtherField() {
        let validator = MatchesValidator(otherField: "password")
        #expect(validator.validate("") == .valid)
        #expect(validator.validate("x").failure?.message(in: .english) == "Does not match password")
    }
}
