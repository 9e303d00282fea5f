public import ValidatorKit

extension EANValidator: ValueNormalizer {
    /// The compact form, the article number's digits without spaces or hyphens: `4006 3813 3393 1`
    /// is stored as `4006381333931`.
    public func normalizedValue(of text: String) -> String {
        IdentifierText.compact(text)
    }
}
