import ValidatorKitPaymentCard
import Testing
import ValidatorKit
import ValidatorKitTesting

@Suite("LuhnValidator")
struct LuhnValidatorTests {
    let validator = LuhnValidator()

    @Test func conformsToThePluginContract() {
        let inputs = ["79927398713", "79927398710", "7a", "7"]
        #expect(PluginConformance.problems(of: LuhnPlugin(), inputs: inputs) == [])
        #expect(PluginConformance.unreachedCodes(of: LuhnPlugin(), inputs: inputs) == [])
    }

    @Test func acceptsAValidNumber() {
        #expect(validator.validate("79927398713") == .valid)
    }

    @Test func refusesAWrongCheckDigitAsFixableByTyping() {
        #expect(validator.validate("79927398710") == .invalid(ValidationFailure(
            code: .luhnChecksum, message: "Check digit does not match; a digit may be mistyped",
            isFixableByTyping: true)))
    }

    @Test(arguments: ["", "7"])
    func refusesFewerThanTwoDigitsAsFixableByTyping(text: String) {
        #expect(validator.validate(text) == .invalid(ValidationFailure(
            code: .luhnLength, message: "Must have at least 2 digits", isFixableByTyping: true)))
    }

    @Test(arguments: [
        ("79a27", 2), (" 18", 0), ("18 ", 2), ("7992-7398-713", 4), ("79\u{0}", 2), ("١٨", 0), ("12👩‍👩‍👧‍👦", 2),
        ("1\u{301}8", 0), ("12e\u{301}", 2),
    ])
    func refusesAnyOtherCharacterAtItsPosition(text: String, position: Int) {
        #expect(validator.validate(text) == .invalid(ValidationFailure(
            code: .luhnCharacter, message: "Character \(position + 1) is not a digit", position: position)))
    }

    /// The digits are read eight bytes at a time: a character other than a digit is found in
    /// every byte of a word and after a whole word, whether it lies below "0" (a borrow), just
    /// above "9" or outside ASCII, and another one after it does not move the position.
    @Test(arguments: ["/", ":", "x", " ", "\u{7F}", "é"])
    func findsTheFirstCharacterThatIsNotADigitAnywhereInALongNumber(character: String) {
        let digits = Array("4111111111111111111")
        for position in 0..<digits.count {
            let text = String(digits[..<position]) + character + String(digits[position...]) + "/"
            #expect(validator.validate(text) == .invalid(ValidationFailure(
                code: .luhnCharacter, message: "Character \(position + 1) is not a digit", position: position)))
        }
    }

    @Test func acceptsOnlyAsciiDigitsAsInput() {
        #expect(validator.accepts("7"))
        #expect(!validator.accepts(" "))
        #expect(!validator.accepts("-"))
        #expect(!validator.accepts("٣"))
        #expect(!validator.accepts("３"))
    }

    @Test func answersATenMegabyteLineInOnePass() {
        let zeros = String(repeating: "0", count: 10_000_000)
        #expect(validator.validate(zeros) == .valid)
        #expect(validator.validate(zeros + "x").failure?.position == 10_000_000)
    }
}
