public import ValidatorKit

extension CardExpiryValidator: ValueNormalizer {
    /// The month the expiry names as `YYYY-MM`, a two-digit year read in the 2000s:
    /// `12/30` and `12 / 2030` are both stored as `2030-12`.
    public func normalizedValue(of text: String) -> String {
        // The digits read as they come, no array made of them: two of the month, then the year's.
        var digitCount = 0
        var month = 0
        var written = 0
        for byte in text.utf8 where ASCII.digitValue(byte) < 10 {
            digitCount += 1
            guard digitCount <= 6 else { return text }
            if digitCount <= 2 {
                month = month * 10 + ASCII.digitValue(byte)
            } else {
                written = written * 10 + ASCII.digitValue(byte)
            }
        }
        guard digitCount == 4 || digitCount == 6 else { return text }
        let year = digitCount == 4 ? 2000 + written : written
        return String(year) + (month < 10 ? "-0" : "-") + String(month)
    }
}
