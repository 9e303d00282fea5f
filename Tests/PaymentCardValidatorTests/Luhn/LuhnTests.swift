import PaymentCardValidator
import Testing
import ValidatorKit
import ValidatorKitTesting

@Suite("Luhn")
struct LuhnTests {
    /// The worked example of the Wikipedia article "Luhn algorithm": 7992739871 has check digit 3.
    @Test func computesTheCheckDigitOfTheWorkedExample() {
        #expect(Luhn.checkDigit(for: "7992739871") == 3)
        #expect(Luhn.isValid("79927398713"))
    }

    @Test("the check digit of every published test card is its last digit", arguments: PublishedTestCard.all)
    func computesTheCheckDigitOfPublishedNumbers(card: PublishedTestCard) {
        let payload = String(card.number.dropLast())
        let last = card.number.last?.wholeNumberValue
        #expect(Luhn.checkDigit(for: payload) == last)
        #expect(Luhn.isValid(card.number))
    }

    @Test("every single-digit change of a valid number breaks the check", arguments: PublishedTestCard.all)
    func detectsEverySingleDigitChange(card: PublishedTestCard) {
        var digits = Array(card.number)
        for position in digits.indices {
            let original = digits[position]
            for replacement in "0123456789" where replacement != original {
                digits[position] = replacement
                #expect(!Luhn.isValid(String(digits)), "digit \(position + 1) changed to \(replacement)")
                #expect(!LuhnValidator().validate(String(digits)).isValid)
            }
            digits[position] = original
        }
    }

    @Test func appendingTheCheckDigitAlwaysPasses() {
        for payload in ["0", "1", "9", "12", "99", "123456789012345678"] {
            let checkDigit = Luhn.checkDigit(for: payload)
            #expect(checkDigit.map { Luhn.isValid(payload + String($0)) } == true, "payload \(payload)")
        }
    }

    @Test(arguments: ["", "4242 4242", "12a", "١٢", "１２"])
    func refusesAPayloadWithoutDigitsOnly(payload: String) {
        #expect(Luhn.checkDigit(for: payload) == nil)
    }

    @Test(arguments: ["", "0", "4242 4242 4242 4242", "4242-4242-4242-4242", " 18", "18 ", "18\n", "１８"])
    func isValidRefusesAnythingButAtLeastTwoDigits(text: String) {
        #expect(!Luhn.isValid(text))
    }

    @Test func acceptsTheShortestValidNumbers() {
        #expect(Luhn.isValid("00"))
        #expect(Luhn.isValid("18"))
        #expect(!Luhn.isValid("19"))
    }
}
