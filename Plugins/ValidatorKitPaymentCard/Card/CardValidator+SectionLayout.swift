public import ValidatorKit

extension CardValidator: SectionLayoutProvider {
    /// The layout before the brand is known: four sections of four digits.
    static let defaultLayout: SectionLayout = [4, 4, 4, 4]

    /// The brand's layout for the digits typed once the brand is known (American Express
    /// `4-6-5`, Diners Club `4-6-4`, Visa `4-4-4-4`, then `4-4-4-4-3` from the 17th digit),
    /// `4-4-4-4` before.
    public func sectionLayout(for text: String) -> SectionLayout {
        let reading = CardNumberReading.read(text)
        // The brand read in place in the catalog: a copy of it (its names, lengths and layouts)
        // cost a keystroke more than the rest of this function.
        guard let brandIndex = reading.brandIndex else { return Self.defaultLayout }
        return CardBrand.all[brandIndex].sectionLayout(forDigitCount: reading.digitCount)
    }
}
