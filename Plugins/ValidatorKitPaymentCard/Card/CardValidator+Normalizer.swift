public import ValidatorKit

extension CardValidator: ValueNormalizer {
    /// The card number's digits, without the spaces and dashes between them:
    /// `4242 4242 4242 4242` is stored as `4242424242424242`.
    public func normalizedValue(of text: String) -> String {
        // Digits alone, as most numbers come, are kept as they are.
        guard text.utf8.contains(where: { ASCII.digitValue($0) >= 10 }) else { return text }
        return String(decoding: text.utf8.filter { ASCII.digitValue($0) < 10 }, as: UTF8.self)
    }
}
