/// A validator capability: chooses the sections of a field from what has been typed so far,
/// offered through ``Validator/sectionLayoutProvider``.
///
/// The card validator answers `4-4-4-4` until it recognises American Express, then `4-6-5`. A
/// provider that is a ``DependentValidator`` may also read the other fields it declares: a
/// security code is laid out for 3 digits, or for 4 when the card field holds an American
/// Express number. A field asks any other provider ``sectionLayout(for:)`` only.
public protocol SectionLayoutProvider: Sendable {
    /// The layout for a field holding `text`, as if the field stood alone.
    func sectionLayout(for text: String) -> SectionLayout

    /// The layout for a field holding `text`, reading the other fields of its form from
    /// `values`; by default the same as ``sectionLayout(for:)``.
    func sectionLayout(for text: String, reading values: any FormValues) -> SectionLayout
}

extension SectionLayoutProvider {
    /// ``sectionLayout(for:)``: the layout follows the field's own text only.
    public func sectionLayout(for text: String, reading values: any FormValues) -> SectionLayout {
        sectionLayout(for: text)
    }
}
