public import ValidatorKit

extension IBANValidator: ValueNormalizer {
    /// The IBAN in its electronic format (ISO 13616): without spaces, in upper case, so
    /// `gb82 west 1234 5698 7654 32` is stored as `GB82WEST12345698765432`.
    public func normalizedValue(of text: String) -> String {
        String(text.filter { $0 != " " }.uppercased())
    }
}
