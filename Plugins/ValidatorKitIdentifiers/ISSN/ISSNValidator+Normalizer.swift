public import ValidatorKit

extension ISSNValidator: ValueNormalizer {
    /// The compact form, an ISSN with its hyphen dropped and a check character `x` in upper case:
    /// `0317-847x` is stored as `0317847X`.
    public func normalizedValue(of text: String) -> String {
        IdentifierText.compact(text)
    }
}
