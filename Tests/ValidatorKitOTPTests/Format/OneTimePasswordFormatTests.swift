import ValidatorKitOTP
import Testing
import ValidatorKit

@Suite struct OneTimePasswordFormatTests {
    @Test(arguments: [(6, "3-3"), (7, "4-3"), (8, "4-4")])
    func sectionsFollowTheDigitCount(digits: Int, layout: String) throws {
        #expect(try OneTimePasswordFormat(digits: digits).sectionLayout.description == layout)
        #expect(try OneTimePasswordValidator(digits: digits).sectionLayout(for: "12").description == layout)
    }

    @Test(arguments: ["123456", "123 456", "123-456", " 12-34 56 ", "1 2 3 4 5 6", "123456" + String(repeating: " ", count: 70)])
    func separatorsAreIgnored(_ text: String) throws {
        #expect(try OneTimePasswordFormat(digits: 6).validate(text) == .valid)
    }

    @Test(arguments: [("", 6), (" ", 6), ("-", 6), ("1", 6), ("12345", 6), ("123 45", 6), ("1234-567", 8), ("123456", 7)])
    func fewerDigitsAreIncomplete(text: String, digits: Int) throws {
        #expect(try OneTimePasswordFormat(digits: digits).validate(text) == .incomplete)
    }

    @Test(arguments: [
        ("12a456", 2), ("a", 0), ("123 45x", 6), ("１２３４５６", 0), ("12\u{0}456", 2), ("123.456", 3),
        ("👩‍👩‍👧‍👦123456", 0), ("12345\u{301}6", 4), ("\r\n", 0), ("123456\n", 6), ("١٢٣٤٥٦", 0),
        ("12\r\n3456", 2), (String(repeating: "-", count: 70) + "1x", 71),
    ])
    func aCharacterOtherThanADigitIsInvalid(text: String, position: Int) throws {
        let failure = ValidationFailure(
            code: .otpCharacter, message: "Character \(position + 1) is not a digit", position: position)
        #expect(try OneTimePasswordFormat(digits: 6).validate(text) == .invalid(failure))
    }

    @Test(arguments: [("1234567", 6, 6), ("123 4567", 6, 7), ("123456789", 8, 8), ("1234-5678 9x", 7, 8)])
    func aDigitTooManyIsInvalid(text: String, digits: Int, position: Int) throws {
        let failure = ValidationFailure(code: .otpLength, message: "Has more than \(digits) digits", position: position)
        #expect(try OneTimePasswordFormat(digits: digits).validate(text) == .invalid(failure))
    }

    @Test func aTenMegabyteInputIsAnsweredAtTheFirstExtraDigit() throws {
        let huge = String(repeating: "9", count: 10_000_000)
        #expect(try OneTimePasswordFormat(digits: 8).validate(huge).failure?.code == .otpLength)
    }

    @Test(arguments: Array("0123456789"))
    func theFilterAcceptsASCIIDigits(_ character: Character) throws {
        #expect(OneTimePasswordValidator().accepts(character))
    }

    @Test(arguments: Array(" -.a/１٣\u{0}👍") + ["e\u{301}", "\r\n"])
    func theFilterRefusesEverythingElse(_ character: Character) throws {
        #expect(!OneTimePasswordValidator().accepts(character))
    }
}
