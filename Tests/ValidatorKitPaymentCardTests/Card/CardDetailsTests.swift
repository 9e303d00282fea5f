import ValidatorKitPaymentCard
import Testing
import ValidatorKit

@Suite("CardValidator details")
struct CardDetailsTests {
    let validator = CardValidator()

    /// Partial input narrows the candidates, listed in table order.
    @Test(arguments: [
        ("4", ["visa"]),
        ("3", ["amex", "diners", "jcb"]),
        ("34", ["amex"]),
        ("35", ["jcb"]),
        ("2", ["mastercard", "mir"]),
        ("220", ["mir"]),
        ("222", ["mastercard"]),
        ("5", ["mastercard", "maestro", "elo", "verve", "rupay"]),
        ("50", ["maestro", "elo", "verve", "rupay"]),
        ("6", ["discover", "unionpay", "maestro", "elo", "hipercard", "verve", "rupay"]),
        ("60", ["discover", "maestro", "hipercard", "rupay"]),
        ("601", ["discover", "maestro"]),
        ("6011", ["discover"]),
        ("62", ["unionpay", "elo"]),
        ("65", ["discover", "elo", "verve", "rupay"]),
        ("656", ["discover"]),
        ("66", ["maestro"]),
        ("8", ["unionpay"]),
        ("9", ["troy"]),
    ])
    func narrowsTheCandidatesAsDigitsArrive(prefix: String, candidates: [String]) {
        #expect(validator.validate(prefix) == .incomplete)
        #expect(validator.details(for: prefix)["candidates"] == .array(candidates.map { .string($0) }))
    }

    @Test func listsEveryBrandForAnEmptyField() {
        #expect(validator.details(for: "")["candidates"] == .array(CardBrand.all.map { .string($0.identifier) }))
        #expect(validator.details(for: "")["brand"] == nil)
    }

    @Test func namesTheBrandAsSoonAsOnlyOneRemains() {
        #expect(validator.details(for: "4") == [
            "brand": .string("visa"),
            "brandName": .string("Visa"),
            "candidates": .array([.string("visa")]),
            "lengths": .array([.integer(13), .integer(16), .integer(19)]),
            "gaps": .array([.integer(4), .integer(8), .integer(12)]),
            "securityCodeName": .string("CVV"),
            "securityCodeSize": .integer(3),
        ])
        #expect(validator.details(for: "3")["brand"] == nil)
    }

    @Test func describesAValidAmericanExpressNumberWithoutCandidates() {
        #expect(validator.details(for: "3782 822463 10005") == [
            "brand": .string("amex"),
            "brandName": .string("American Express"),
            "lengths": .array([.integer(15)]),
            "gaps": .array([.integer(4), .integer(10)]),
            "securityCodeName": .string("CID"),
            "securityCodeSize": .integer(4),
        ])
    }

    @Test func reportsTheGapsOfTheCurrentLayout() {
        let seventeenDigits = "42424242424242424"
        #expect(validator.details(for: seventeenDigits)["gaps"] == .array([.integer(4), .integer(8), .integer(12), .integer(16)]))
    }

    @Test func keepsTheBrandOfAFailingNumber() {
        let details = validator.details(for: "378282246310006")
        #expect(details["brand"] == .string("amex"))
        #expect(details["candidates"] == nil)
    }

    @Test func saysNothingWhenNoBrandMatches() {
        #expect(validator.details(for: "1234") == [:])
    }
}
