import Testing
import ValidatorKit
import ValidatorKitMask

/// The examples RedMadRobot's input-mask documents (the input-mask-ios README, and the wiki
/// pages "Mask Syntax: Basics" and "Affine Masks"), read by our mask.
struct PublishedMaskExampleTests {
    private func mask(_ pattern: String, _ alternatives: String...) throws -> MaskValidator {
        MaskValidator(pattern: try MaskPattern(pattern), alternatives: try alternatives.map { try MaskPattern($0) })
    }

    /// README: "+7 ([000]) [000]-[0000] mask will format the input field to the form of +7 (123) 456-7890".
    @Test func phoneMaskFormatsTenDigits() throws {
        let phone = try mask("+7 ([000]) [000]-[0000]")
        #expect(phone.formatted("1234567890") == "+7 (123) 456-7890")
        #expect(phone.validate("1234567890") == .valid)
        #expect(phone.validate("+7 (123) 456-7890") == .valid)
    }

    /// README: "[00]-[00] and [00]{-}[00] will format the input to the same form of 12-34, but in the
    /// first case the value, extracted by the library, will be equal to 1234, and in the second
    /// it will result in 12-34".
    @Test func curlyBracesKeepTheirConstantInTheExtractedValue() throws {
        let plain = try mask("[00]-[00]")
        let kept = try mask("[00]{-}[00]")
        #expect(plain.formatted("1234") == "12-34")
        #expect(kept.formatted("1234") == "12-34")
        #expect(plain.normalizedValue(of: "1234") == "1234")
        #expect(kept.normalizedValue(of: "1234") == "12-34")
    }

    /// README: "[00099] mask will allow user to enter from three to five numbers".
    @Test(arguments: [("12", Validity.incomplete), ("123", .valid), ("1234", .valid), ("12345", .valid)])
    func optionalDigitsTakeThreeToFive(text: String, expected: Validity) throws {
        #expect(try mask("[00099]").validate(text) == expected)
    }

    @Test func aSixthDigitIsOneTooMany() throws {
        let verdict = try mask("[00099]").validate("123456")
        #expect(verdict.failure?.code == .maskTooLong)
        #expect(verdict.failure?.position == 5)
        #expect(verdict.failure?.message(in: .english) == "Character 6 is one too many for this format")
    }

    /// README: "[000AA] will end up being divided in two groups: [000][AA]".
    @Test func mixedBracketReadsAsTwoGroups() throws {
        let mixed = try mask("[000AA]")
        #expect(mixed.validate("123ab") == .valid)
        let letterEarly = mixed.validate("12a")
        #expect(letterEarly.failure?.code == .maskDigit)
        #expect(letterEarly.failure?.message(in: .english) == "Character 3 must be a digit")
        #expect(mixed.validate("1234").failure?.code == .maskLetter)
    }

    /// README: "[[00]000] format will cause a mask initialization error"; "Other symbols inside
    /// square brackets will cause a mask initialization error".
    @Test func nestedBracketsAndUnknownSlotsAreRefused() {
        #expect(throws: MaskPatternError.self) { try MaskPattern("[[00]000]") }
        do {
            _ = try MaskPattern("[[00]000]")
        } catch {
            #expect(error.code == .nestedBracket)
            #expect(error.offset == 1)
            #expect(error.description == "Mask '[[00]000]' is not valid: '[' at offset 1 opens inside another bracket; close the first one before")
        }
        do {
            _ = try MaskPattern("[0x]")
        } catch {
            #expect(error.code == .unknownSlot)
            #expect(error.offset == 2)
            #expect(error.description == "Mask '[0x]' is not valid: 'x' at offset 2 is not a slot; a slot is 0 or 9 (digit), A or a (letter), _ or - (letter or digit)")
        }
    }

    /// Wiki, "Mask Syntax: Basics": `{+1} ([000]) [000]-[00]-[00]` typed 0987654321 shows
    /// `+1 (098) 765-43-21` and extracts `+10987654321`.
    @Test func countryCodeInCurlyBracesIsExtracted() throws {
        let phone = try mask("{+1} ([000]) [000]-[00]-[00]")
        #expect(phone.formatted("0987654321") == "+1 (098) 765-43-21")
        #expect(phone.normalizedValue(of: "0987654321") == "+10987654321")
        #expect(phone.formatted("09876") == "+1 (098) 76")
    }

    /// Wiki, "Affine Masks": with `+7 ([000]) [000] [00] [00]` and the alternative
    /// `+7 ([000]) [000] [00] [00]#[900]`, the table of inputs, current masks and completeness.
    @Test(arguments: [
        ("+7 (123) 456 78", "+7 ([000]) [000] [00] [00]", Validity.incomplete),
        ("+7 (123) 456 78 9", "+7 ([000]) [000] [00] [00]", .incomplete),
        ("+7 (123) 456 78 90", "+7 ([000]) [000] [00] [00]", .valid),
        ("+7 (123) 456 78 90#3", "+7 ([000]) [000] [00] [00]#[900]", .incomplete),
        ("+7 (123) 456 78 90#33", "+7 ([000]) [000] [00] [00]#[900]", .valid),
        ("+7 (123) 456 78 90#333", "+7 ([000]) [000] [00] [00]#[900]", .valid),
    ])
    func affineMaskPicksTheFormatTheWikiNames(text: String, chosen: String, expected: Validity) throws {
        let affine = try mask("+7 ([000]) [000] [00] [00]", "+7 ([000]) [000] [00] [00]#[900]")
        #expect(affine.details(for: text) == ["mask": .string(chosen)])
        #expect(affine.validate(text) == expected)
    }
}
