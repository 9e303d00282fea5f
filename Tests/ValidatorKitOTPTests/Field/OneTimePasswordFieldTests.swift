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

    @Test func aWrongCodeIsAMismatchAndASeventhDigitDoesNotFit() throws {
        let field = try codeField()
        field.beginEditing()
        let outcome = field.paste("2870839")
        #expect(field.text == "287083")
        #expect(outcome.refusals == [InputRefusal(reason: .overCapacity, count: 1)])
        #expect(field.validity.failure?.code == .otpMismatch)
        #expect(field.errorMessage == "The code is incorrect")
    }

    @Test func aLetterIsRefusedByTheField() throws {
        let field = try codeField()
        #expect(field.insert("a").refusals == [InputRefusal(reason: .notAccepted, count: 1)])
    }
}
