import Testing
import ValidatorKit
import ValidatorKitPhone

/// A valid phone number is stored in E.164, whichever way it was typed.
@Suite struct PhoneNormalizerTests {
    /// Google Zürich's published number, typed nationally and internationally.
    @Test(arguments: ["044 668 18 00", "+41 44 668 18 00", "0446681800"])
    func aSwissNumberIsStoredInE164(text: String) throws {
        let validator = try PhoneValidator(region: "CH")
        #expect(validator.validate(text) == .valid)
        #expect(validator.normalizer?.normalizedValue(of: text) == "+41446681800")
        #expect(validator.concludeWithNormalizedValue(text, reading: NoFormValues()) == (.valid, "+41446681800"))
    }

    /// What a record asks, the verdict on a finished text and its E.164 form, comes from one
    /// parse and is what ``PhoneValidator/conclude(_:)`` and the normalizer answer.
    @Test(arguments: PhoneValidatorTests.verdicts)
    func oneParseAnswersAsConcludeAndTheNormalizerDo(_ verdict: VerdictCase) throws {
        let validator = try PhoneValidator(region: verdict.region)
        let (validity, normalized) = validator.concludeWithNormalizedValue(verdict.text, reading: NoFormValues())
        #expect(validity == validator.conclude(verdict.text))
        #expect(normalized == (validity.isValid ? validator.normalizedValue(of: verdict.text) : nil))
    }

    /// libphonenumber's example numbers (PhoneNumberMetadata.xml), typed in their national
    /// form, are stored as the E.164 form it publishes.
    @Test(arguments: ["US", "GB", "DE", "JP", "BR", "IN", "FR", "AU"])
    func theNationalFormOfAnExampleNumberIsStoredAsItsE164Form(region: String) throws {
        let validator = try PhoneValidator(region: region)
        for type in [PhoneNumberType.fixedLine, .mobile] {
            let e164 = try #require(PhoneValidator.exampleNumber(of: type, in: region))
            guard case .string(let national)? = validator.details(for: e164)["national"] else {
                Issue.record("\(region) \(type): no national form")
                continue
            }
            #expect(validator.normalizer?.normalizedValue(of: national) == e164)
        }
    }
}
