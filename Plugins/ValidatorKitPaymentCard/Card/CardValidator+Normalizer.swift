public import ValidatorKit

extension CardValidator: ValueNormalizer {
    /// The card number's digits, without the spaces and dashes between them:
    /// `4242 4242 4242 4242` is stored as `4242424242424242`.
    public func normalizedValue(of text: String) -> String {
        // Digits alone, as most numbers come, are kept as they are; looked at in the text's
        // contiguous bytes, not through `String.UTF8View`'s iterator (some thirty instructions a byte).
        var text = text
        guard !text.withUTF8({ $0.allSatisfy { ASCII.digitValue($0) < 10 } }) else { return text }
        return String(decoding: text.utf8.filter { ASCII.digitValue($0) < 10 }, as: UTF8.self)
    }
}
