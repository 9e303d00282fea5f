public import ValidatorKit

extension ISINValidator: ValueNormalizer {
    /// The compact form, an ISIN without spaces or hyphens, in upper case: `us 0378331005` is
    /// stored as `US0378331005`.
    public func normalizedValue(of text: String) -> String {
        IdentifierText.compact(text)
    }
}
