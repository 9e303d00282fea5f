import Testing
import ValidatorKit
import ValidatorKitMask
import ValidatorKitStandard

/// A mask behind a field, as a person types: the issue's US phone, a date and a plate.
@MainActor
struct MaskTypingTests {
    private func field(_ options: [String: JSONValue]) throws -> Field {
        let registry = ValidatorRegistry()
        try StandardValidators.register(in: registry)
        let field = Field(
            identifier: "masked", title: "Masked",
            validation: ValidatorChain([try registry.makeValidator("mask", options: options)]))
        field.beginEditing()
        return field
    }

    @Test func phoneShowsConstantsOnceTheNextSlotIsReached() throws {
        let phone = try field(["pattern": "+1 ([000]) [000]-[0000]"])
        for character in "20155" { phone.insert(character) }
        #expect(phone.displayedText == "+1 (201) 55")
        #expect(phone.validity == .incomplete)
        #expect(phone.layout.lengths == [3, 3, 4])
        for character in "50123" { phone.insert(character) }
        #expect(phone.displayedText == "+1 (201) 555-0123")
        #expect(phone.validity == .valid)
        #expect(phone.validation.normalizer?.normalizedValue(of: phone.text) == "2015550123")
    }

    /// Cutting the exchange of a typed US phone takes those digits out, the rest moves up
    /// through the mask, and one undo puts them back (the typing before stays its own step).
    @Test func cuttingASelectionIsOneStepThatTheMaskFollows() throws {
        let phone = try field(["pattern": "+1 ([000]) [000]-[0000]"])
        for character in "2015550123" { phone.insert(character) }
        #expect(phone.cut(3..<6) == "555")
        #expect(phone.displayedText == "+1 (201) 012-3")
        #expect(phone.cursor == 3)
        #expect(phone.validity == .incomplete)
        #expect(phone.undo())
        #expect(phone.displayedText == "+1 (201) 555-0123")
        #expect(phone.validity == .valid)
        #expect(phone.redo())
        #expect(phone.displayedText == "+1 (201) 012-3")
        #expect(phone.undo())
        #expect(phone.undo(), "the typing is the step before the cut")
        #expect(phone.displayedText == "")
    }

    @Test func aLetterInADigitSlotIsRefusedAndNothingMoves() throws {
        let plate = try field(["pattern": "[AA] [0000]"])
        for character in "AB1" { plate.insert(character) }
        let refused = plate.insert("C")
        #expect(refused.notAccepted == 1)
        #expect(plate.text == "AB1")
        #expect(plate.cursor == 3)
        #expect(plate.displayedText == "AB 1")
    }

    /// A letter slot takes what Unicode calls a letter (Python's `str.isalpha()` agrees on each),
    /// a digit slot only the ASCII digits, whatever bytes sit beside them.
    @Test(arguments: [
        ("A", true, false), ("z", true, false), ("é", true, false), ("Ж", true, false), ("ß", true, false),
        ("@", false, false), ("[", false, false), ("`", false, false), ("{", false, false), ("_", false, false),
        ("7", false, true), ("٣", false, false), ("１", false, false), ("\r\n", false, false),
    ] as [(Character, Bool, Bool)])
    func slotsTakeUnicodeLettersAndASCIIDigits(character: Character, isLetter: Bool, isDigit: Bool) throws {
        let letter = MaskValidator(pattern: try MaskPattern("[A]"))
        let digit = MaskValidator(pattern: try MaskPattern("[0]"))
        let either = MaskValidator(pattern: try MaskPattern("[_]"))
        #expect(letter.accepts(character) == isLetter)
        #expect(digit.accepts(character) == isDigit)
        #expect(either.accepts(character) == (isLetter || isDigit))
    }

    @Test func dateExtractsItsKeptSlash() throws {
        let date = try field(["pattern": "[00]{/}[00]"])
        date.paste("1230")
        #expect(date.displayedText == "12/30")
        #expect(date.validation.normalizer?.normalizedValue(of: date.text) == "12/30")
    }

    @Test func malformedPatternIsATypedErrorWithItsOffset() throws {
        let registry = ValidatorRegistry()
        try StandardValidators.register(in: registry)
        #expect {
            try registry.makeValidator("mask", options: ["pattern": "+1 ([000"])
        } throws: { error in
            (error as? MaskPatternError)?.offset == 4 && (error as? MaskPatternError)?.code == .unclosedBracket
        }
    }

    @Test(arguments: [
        ("en", "Character 4 must be a digit"), ("de", "Zeichen 4 muss eine Ziffer sein"),
        ("es", "El carácter 4 debe ser un dígito"), ("fr", "Le caractère 4 doit être un chiffre"),
        ("ja", "4文字目は数字で入力してください"),
    ])
    func misfitMessageInEachLanguage(language: String, message: String) throws {
        let verdict = MaskValidator(pattern: try MaskPattern("[000]-[000]")).validate("123x")
        #expect(verdict.failure?.message(in: MessageLocale(language: language)) == message)
    }
}

/// A constant typed as written counts in the section it precedes, so the field still has room
/// for every slot.
struct TypedConstantSectionTests {
    @Test func typedCountryCodeLeavesRoomForTenDigits() throws {
        let phone = MaskValidator(pattern: try MaskPattern("+1 ([000]) [000]-[0000]"))
        #expect(phone.sectionLayout(for: "2015550123").lengths == [3, 3, 4])
        #expect(phone.sectionLayout(for: "12015550123").lengths == [4, 3, 4])
        #expect(phone.validate("12015550123") == .valid)
        #expect(phone.formatted("12015550123") == "+1 (201) 555-0123")
    }
}
