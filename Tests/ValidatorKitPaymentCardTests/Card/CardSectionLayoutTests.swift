import ValidatorKitPaymentCard
import Testing
import ValidatorKit

@Suite("CardValidator section layout")
struct CardSectionLayoutTests {
    let validator = CardValidator()

    @Test(arguments: ["", "3", "5", "6", "60", "1234"])
    func usesFourGroupsOfFourUntilTheBrandIsKnown(text: String) {
        #expect(validator.sectionLayout(for: text) == SectionLayout(arrayLiteral: 4, 4, 4, 4))
    }

    @Test(arguments: [
        ("4", [4, 4, 4, 4]), ("34", [4, 6, 5]), ("37", [4, 6, 5]), ("36", [4, 6, 4]), ("300", [4, 6, 4]),
        ("4242424242424242", [4, 4, 4, 4]), ("42424242424242424", [4, 4, 4, 4, 3]),
        ("5555", [4, 4, 4, 4]), ("6062 82", [4, 4, 4, 4]),
    ])
    func followsTheBrandOnceItIsKnown(text: String, sections: [Int]) throws {
        #expect(validator.sectionLayout(for: text) == (try SectionLayout(sections)))
    }

    @Test func switchesAFieldToTheAmericanExpressLayoutAndStopsAtItsLength() {
        let field = Field(identifier: "card", title: "Card number", validation: ValidatorChain([validator]))
        #expect(field.layout == SectionLayout(arrayLiteral: 4, 4, 4, 4))
        field.insert("3")
        #expect(field.layout == SectionLayout(arrayLiteral: 4, 4, 4, 4))
        field.insert("7")
        #expect(field.layout == SectionLayout(arrayLiteral: 4, 6, 5))
        let outcome = field.paste("82 8224-6310 0051")
        #expect(field.sections == ["3782", "822463", "10005"])
        #expect(outcome.droppedSeparators == 3)
        #expect(outcome.overCapacity == 1)
        #expect(field.validity == .valid)
    }

    @Test func growsAVisaFieldPastSixteenDigits() {
        let field = Field(identifier: "card", title: "Card number", validation: ValidatorChain([validator]))
        field.paste("4242 4242 4242 4242 424")
        #expect(field.sections == ["4242", "4242", "4242", "4242", "424"])
    }
}
