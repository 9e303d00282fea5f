import ValidatorKitChecksums
import ValidatorKitPaymentCard
import Testing
import ValidatorKit
import ValidatorKitTesting

/// The toolkit's decimal ``Luhn``, which the card and luhn plugins use, on published card numbers.
@Suite("Luhn")
struct LuhnTests {
    /// The worked example of the Wikipedia article "Luhn algorithm": 7992739871 has check digit 3.
    @Test func computesTheCheckDigitOfTheWorkedExample() {
        #expect(Luhn().checkCharacters(for: "7992739871") == "3")
        #expect(Luhn().isValid("79927398713"))
    }

    @Test("the check digit of every published test card is its last digit", arguments: PublishedTestCard.all)
    func computesTheCheckDigitOfPublishedNumbers(card: PublishedTestCard) {
        let payload = String(card.number.dropLast())
        #expect(Luhn().checkCharacters(for: payload) == String(card.number.suffix(1)))
        #expect(Luhn().isValid(card.number))
    }

    @Test("every single-digit change of a valid number breaks the check", arguments: PublishedTestCard.all)
    func detectsEverySingleDigitChange(card: PublishedTestCard) {
        var digits = Array(card.number)
        for position in digits.indices {
            let original = digits[position]
            for replacement in "0123456789" where replacement != original {
                digits[position] = replacement
                #expect(!Luhn().isValid(String(digits)), "digit \(position + 1) changed to \(replacement)")
                #expect(!LuhnValidator().validate(String(digits)).isValid)
            }
            digits[position] = original
        }
    }

    @Test func appendingTheCheckDigitAlwaysPasses() {
        for payload in ["0", "1", "9", "12", "99", "123456789012345678"] {
            let checkDigit = Luhn().checkCharacters(for: payload)
            #expect(checkDigit.map { Luhn().isValid(payload + $0) } == true, "payload \(payload)")
        }
    }

    @Test(arguments: ["", "4242 4242", "12a", "١٢", "１２"])
    func refusesAPayloadWithoutDigitsOnly(payload: String) {
        #expect(Luhn().checkCharacters(for: payload) == nil)
    }

    @Test(arguments: ["", "0", "4242 4242 4242 4242", "4242-4242-4242-4242", " 18", "18 ", "18\n", "１８"])
    func isValidRefusesAnythingButAtLeastTwoDigits(text: String) {
        #expect(!Luhn().isValid(text))
    }

    @Test func acceptsTheShortestValidNumbers() {
        #expect(Luhn().isValid("00"))
        #expect(Luhn().isValid("18"))
        #expect(!Luhn().isValid("19"))
    }

    /// Numbers of every length from 1 to 40 digits (the validator reads eight digits at a time,
    /// then one at a time), against the check as the standard states it: from the right, every
    /// second digit doubled, 9 taken off a double above 9.
    @Test func agreesWithTheCheckDoneFromTheRightAtEveryLength() {
        for length in 1...40 {
            for variant in 0..<50 {
                let digits = (0..<length).map { index in (index * index * variant + 7 * index + variant) % 10 }
                let text = digits.map(String.init).joined()
                let standard = Self.sumFromTheRight(digits)
                #expect(Luhn().isValid(text) == (length >= 2 && standard % 10 == 0), "\(text)")
                #expect(Luhn().checkCharacters(for: text) == String((10 - Self.sumFromTheRight(digits + [0]) % 10) % 10), "\(text)")
            }
        }
    }

    /// The bytes nearest the digits on either side, and others, at every position of a 24-digit
    /// valid number: the one not a digit is always found, and found where it is.
    @Test(arguments: ["/", ":", " ", "\u{0}", "\u{7F}", "ÿ", "０"])
    func findsACharacterThatIsNotADigitAtEveryPosition(intruder: String) {
        let valid = "123456789012345678901234"
        #expect(Luhn().isValid(valid))
        for position in valid.indices {
            var text = valid
            text.replaceSubrange(position...position, with: intruder)
            let offset = valid.distance(from: valid.startIndex, to: position)
            #expect(!Luhn().isValid(text), "position \(offset)")
            #expect(LuhnValidator().validate(text).failure?.position == offset)
        }
    }

    private static func sumFromTheRight(_ digits: [Int]) -> Int {
        digits.reversed().enumerated().reduce(0) { sum, element in
            let (indexFromTheRight, digit) = element
            guard indexFromTheRight % 2 == 1 else { return sum + digit }
            return sum + (digit * 2 > 9 ? digit * 2 - 9 : digit * 2)
        }
    }
}
