import ValidatorKitChecksums
import ValidatorKitPaymentCard
import Testing
import ValidatorKit

@Suite("CardBrand catalog")
struct CardBrandCatalogTests {
    @Test func holdsTheBrandsTheProductPromises() {
        #expect(CardBrand.all.map(\.identifier) == [
            "visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay", "maestro", "mir", "elo",
            "hipercard", "verve", "rupay", "troy",
        ])
    }

    @Test func identifiersAreUniqueLowerCaseWords() {
        let identifiers = CardBrand.all.map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count)
        #expect(identifiers.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isLowercase } })
    }

    /// Six leading digits must leave at most one brand, so ranges of different brands that look
    /// at the same number of digits never overlap; a longer range inside a shorter one of another
    /// brand is allowed (it is more specific and wins).
    @Test func rangesOfTheSameLengthNeverOverlapAcrossBrands() {
        var overlaps: [String] = []
        for (index, brand) in CardBrand.all.enumerated() {
            for other in CardBrand.all[(index + 1)...] {
                for range in brand.ranges {
                    for otherRange in other.ranges where range.digitCount == otherRange.digitCount
                        && range.first <= otherRange.last && otherRange.first <= range.last
                    {
                        overlaps.append("\(brand.identifier) \(range) / \(other.identifier) \(otherRange)")
                    }
                }
            }
        }
        #expect(overlaps == [])
    }

    @Test(arguments: CardBrand.all)
    func gapsFallInsideTheLongestNumber(brand: CardBrand) {
        #expect(brand.gaps.allSatisfy { $0 < brand.longestLength })
        #expect(brand.lengths.allSatisfy { (12...19).contains($0) })
    }

    /// The first and the last number of every range, completed with zeros and a computed check
    /// digit to the brand's usual length, is a valid number of that brand. These numbers are
    /// constructed, not published; they cover the brands no processor publishes numbers for.
    @Test(arguments: CardBrand.all)
    func numbersAtTheEdgesOfEveryRangeBelongToTheBrand(brand: CardBrand) throws {
        let validator = CardValidator()
        for range in brand.ranges {
            for edge in [range.first, range.last] {
                let leading = String(edge)
                let payload = leading + String(repeating: "0", count: brand.usualLength - 1 - leading.count)
                let number = payload + (try #require(Luhn().checkCharacters(for: payload)))
                #expect(validator.validate(number) == .valid, "\(number)")
                #expect(validator.details(for: number)["brand"] == .string(brand.identifier), "\(number)")
            }
        }
    }

    @Test(arguments: [
        ("visa", "13, 16 or 19"), ("amex", "15"), ("hipercard", "16 or 19"), ("maestro", "12 to 19"),
        ("diners", "14, 16 or 19"),
    ])
    func namesItsLengthsWhenANumberIsTooLong(identifier: String, phrase: String) throws {
        let brand = try #require(CardBrand.all.first { $0.identifier == identifier })
        let tooLong = try #require(Self.sample(of: brand, digitCount: brand.longestLength + 1))
        #expect(CardValidator().validate(tooLong) == .invalid(ValidationFailure(
            code: .cardLength, message: "\(brand.name) card numbers have \(phrase) digits",
            position: brand.longestLength)))
    }

    /// A number of `digitCount` digits that starts with the first number of the brand's first range.
    private static func sample(of brand: CardBrand, digitCount: Int) -> String? {
        guard let range = brand.ranges.first else { return nil }
        let leading = String(range.first)
        return leading + String(repeating: "0", count: digitCount - leading.count)
    }
}
