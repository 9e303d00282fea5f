public import ValidatorKit

extension IMEIValidator: ValueNormalizer {
    /// The compact form, the IMEI's digits without spaces or hyphens: `49-015420-323751-8` is
    /// stored as `490154203237518`.
    public func normalizedValue(of text: String) -> String {
        IdentifierText.compact(text)
    }
}
