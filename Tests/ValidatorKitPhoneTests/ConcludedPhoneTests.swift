import Testing
import ValidatorKit
import ValidatorKitPhone

/// A finished phone number (a record, the end of editing) is judged as finished: python-phonenumbers
/// 9.0.43 finds `+44 20 7946 001` a possible length and no valid number, and `+1 650 253 000`
/// too short for any.
@Suite struct ConcludedPhoneTests {
    @Test func aPossibleButInvalidNumberIsInvalidOnceFinished() throws {
        let phone = try PhoneValidator(region: "GB")
        #expect(phone.validate("+44 20 7946 001") == .incomplete)
        #expect(phone.conclude("+44 20 7946 001").failure?.code == .phoneInvalid)
    }

    @Test func aNumberWithTooFewDigitsStaysIncomplete() throws {
        let phone = try PhoneValidator(region: "US")
        #expect(phone.conclude("+1 650 253 000") == .incomplete)
        #expect(phone.conclude("+1 650-253-0000") == .valid)
    }
}
