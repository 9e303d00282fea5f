import ValidatorKitPaymentCard
import Testing
import ValidatorKit

@Suite("CardBrand layout")
struct CardBrandLayoutTests {
    @Test(arguments: [
        ("visa", 1, [4, 4, 4, 4]), ("visa", 16, [4, 4, 4, 4]), ("visa", 17, [4, 4, 4, 4, 3]),
        ("visa", 19, [4, 4, 4, 4, 3]), ("amex", 1, [4, 6, 5]), ("amex", 15, [4, 6, 5]),
        ("diners", 2, [4, 6, 4]), ("diners", 15, [4, 6, 6]), ("diners", 17, [4, 6, 9]),
        ("maestro", 12, [4, 4, 4, 4]), ("maestro", 17, [4, 4, 4, 4, 1]), ("mastercard", 16, [4, 4, 4, 4]),
        ("verve", 17, [4, 4, 4, 4, 2]),
    ])
    func laysOutTheDigitsTyped(identifier: String, digitCount: Int, sections: [Int]) throws {
        let brand = try #require(CardBrand.all.first { $0.identifier == identifier })
        #expect(brand.sectionLayout(forDigitCount: digitCount) == (try SectionLayout(sections)))
    }

    @Test func neverLaysOutBeyondTheLongestLength() throws {
        let amex = try #require(CardBrand.all.first { $0.identifier == "amex" })
        #expect(amex.layoutLength(forDigitCount: 16) == 15)
    }
}
