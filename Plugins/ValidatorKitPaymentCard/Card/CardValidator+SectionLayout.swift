public import ValidatorKit

extension CardValidator: SectionLayoutProvider {
    /// The layout before the brand is known: four sections of four digits.
    static let defaultLayout: SectionLayout = [4, 4, 4, 4]

    /// The brand's layout for the digits typed once the brand is known (American Express
    /// `4-6-5`, Diners Club `4-6-4`, Visa `4-4-4-4`, then `4-4-4-4-3` from the 17th digit),
    /// `4-4-4-4` before.
    public func sectionLayout(for text: String) -> SectionLayout {
        let reading = CardNumberReading.read(text)
        guard let brand = reading.brand else { return Self.defaultLayout }
        return brand.sectionLayout(forDigitCount: reading.digitCount)
    }
}
