import ValidatorKitOTP
import Testing
import ValidatorKit
import ValidatorKitTesting

/// A six-digit code field verified against the RFC 6238 SHA-1 seed at T = 59 s, where the code
/// is 287082 (the last six digits of Appendix B's 94287082).
@Suite struct OneTimePasswordFieldTests {
    private func codeField() throws -> Field {
        let registry = ValidatorRegistry()
        try registry.register(OneTimePasswordPlugin())
        let validator = try registry.makeValidator("otp", options: [
            "secret": .string(PublishedVectors.sha1Base32Seed), "time": .integer(59), "window": .integer(0),
        ])
        return Field(identifier: "otp", title: "One-time code", validation: ValidatorChain([validator], isRequired: true))
    }

    @Test func theCodeFillsThreeAndThreeSections() throws {
        let field = try codeField()
        field.beginEditing()
        for digit in "2870" { field.insert(digit) }
        #expect(field.sections == ["287", "0"])
        #expect(field.validity == .incomplete)
    }

    @Test func aPastedCodeWithASeparatorIsAcceptedAndStaysValidAfterEditing() throws {
        let field = try codeField()
        field.beginEditing()
        let outcome = field.paste("287-082")
        #expect(field.displayedText == "287 082")
        #expect(outcome.droppedSeparators == 1)
        #expect(field.validity == .valid)
        field.endEditing()
        #expect(field.validity == .valid)
        #expect(field.errorMessage == nil)
    }

    @Test func aWrongCodeIsWellFormedWhileTypedAndAMismatchAtSubmission() throws {
        let field = try codeField()
        let form = Form(fields: [field])
        form.focus(0)
        let outcome = field.paste("2870839")
        #expect(field.text == "287083")
        #expect(outcome.refusals == [InputRefusal(reason: .overCapacity, count: 1)])
        #expect(field.validity == .valid)
        #expect(form.submit() == .refused(field))
        #expect(field.validity.failure?.code == .otpMismatch)
        #expect(field.errorMessage == "The code is incorrect")
        field.deleteBackward()
        #expect(field.validity == .incomplete)
        #expect(field.errorMessage == nil)
    }

    @Test func aVerifierRefusesAReplayedCodeAtSubmission() throws {
        let field = try codeField()
        let form = Form(fields: [field])
        form.focus(0)
        field.paste("287082")
        #expect(form.submit() == .accepted)
        #expect(form.submit() == .refused(field))
        #expect(field.validity.failure?.code == .otpReplayed)
        #expect(field.errorMessage == "This code has already been used")
        #expect(form.focusedField === field)
    }

    @Test func theInMemoryReplayStoreIsSharedByTwoForms() throws {
        let store = InMemoryReplayStore()
        func form() throws -> Form {
            let generator = try OneTimePasswordGenerator(secret: try OneTimePasswordSecret(base32: PublishedVectors.sha1Base32Seed))
            let verifier = try OneTimePasswordVerifier(
                generator: generator, window: 0, clock: { 59 }, replayStore: store, account: "alice")
            let validation = ValidatorChain([OneTimePasswordValidator(verifier: verifier)], isRequired: true)
            return Form(fields: [Field(identifier: "otp", title: "One-time code", validation: validation)])
        }
        let (first, second) = (try form(), try form())
        for form in [first, second] {
            form.focus(0)
            form.fields[0].paste("287082")
        }
        #expect(first.submit() == .accepted)
        #expect(second.submit() == .refused(second.fields[0]))
        #expect(second.fields[0].validity.failure?.code == .otpReplayed)
    }

    @Test func aFormRefusedForAnotherFieldDoesNotUseTheCodeUp() throws {
        let code = try codeField()
        let name = Field(
            identifier: "name", title: "Name", validation: ValidatorChain([AnyTextValidator()], isRequired: true))
        let form = Form(fields: [name, code])
        form.focus(1)
        code.paste("287082")
        #expect(form.submit() == .refused(name))
        name.paste("Ada")
        #expect(form.submit() == .accepted)
    }

    @Test func anOptionalCodeLeftEmptyIsNotVerified() throws {
        let registry = ValidatorRegistry()
        try registry.register(OneTimePasswordPlugin())
        let validator = try registry.makeValidator("otp", options: ["secret": .string(PublishedVectors.sha1Base32Seed)])
        let form = Form(fields: [Field(identifier: "otp", title: "One-time code", validation: ValidatorChain([validator]))])
        #expect(form.submit() == .accepted)
    }

    @Test func aLetterIsRefusedByTheField() throws {
        let field = try codeField()
        #expect(field.insert("a").refusals == [InputRefusal(reason: .notAccepted, count: 1)])
    }
}

/// Any text is valid; only the field's `isRequired` refuses an empty one.
private struct AnyTextValidator: Validator {
    func validate(_ text: String) -> Validity { .valid }
}
