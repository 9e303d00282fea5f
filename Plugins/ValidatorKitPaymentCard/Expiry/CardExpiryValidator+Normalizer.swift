public import ValidatorKit

extension CardExpiryValidator: ValueNormalizer {
    /// The month the expiry names as `YYYY-MM`, a two-digit year read in the 2000s:
    /// `12/30` and `12 / 2030` are both stored as `2030-12`.
    public func normalizedValue(of text: String) -> String {
        let digits = text.utf8.filter { ASCII.digitValue($0) < 10 }.map(ASCII.digitValue)
        guard digits.count == 4 || digits.count == 6 else { return text }
        let month = digits[0] * 10 + digits[1]
        let written = digits.dropFirst(2).reduce(0) { $0 * 10 + $1 }
        let year = digits.count == 4 ? 2000 + written : written
        return String(year) + (month < 10 ? "-0" : "-") + String(month)
    }
}
