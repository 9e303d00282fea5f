import Testing
import ValidatorKit
import ValidatorKitPaymentCard

/// An expiry is stored as the month it names, `YYYY-MM` (ISO 8601), a two-digit year read in
/// the 2000s as card networks print it.
@Suite struct CardExpiryNormalizerTests {
    let validator = CardExpiryValidator(currentMonth: { CalendarMonth(year: 2026, month: 11)! })

    @Test(arguments: [("12/30", "2030-12"), ("12 / 2030", "2030-12"), ("01-27", "2027-01"), ("0945", "2045-09")])
    func anExpiryIsStoredAsItsMonth(text: String, stored: String) {
        #expect(validator.validate(text) == .valid)
        #expect(validator.normalizer?.normalizedValue(of: text) == stored)
    }

    /// Only four or six digits name a month and a year; any other text is kept as typed, however
    /// many digits it has.
    @Test(arguments: ["12/3", "12/203", "12/20301", "1234567890123456789012345678901234567890"])
    func aTextOfAnotherDigitCountIsKeptAsTyped(text: String) {
        #expect(validator.normalizer?.normalizedValue(of: text) == text)
    }
}
