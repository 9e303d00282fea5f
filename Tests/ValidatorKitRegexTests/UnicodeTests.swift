import ValidatorKitRegex
import Testing
import ValidatorKit

/// Subjects are UTF-8 with Unicode properties on.
@Suite struct UnicodeTests {
    private static let noMatch = Validity.invalid(
        ValidationFailure(code: .regexNoMatch))

    @Test(arguments: ["Zoë", "日本語", "Ελληνικά", "Ærøskøbing"])
    func letterPropertyMatchesEveryScript(text: String) throws {
        #expect(try RegexValidator(pattern: #"\p{L}+"#).validate(text) == .valid)
    }

    @Test func letterPropertyRefusesDigitsAndEmoji() throws {
        let validator = try RegexValidator(pattern: #"\p{L}+"#)
        #expect(validator.validate("Zoë1") == Self.noMatch)
        #expect(validator.validate("Zoë👍") == Self.noMatch)
    }

    @Test func dotMatchesOneCodePointNotOneByte() throws {
        let validator = try RegexValidator(pattern: "...")
        #expect(validator.validate("日本語") == .valid)
        #expect(validator.validate("日本") == .incomplete)
    }

    @Test func classShorthandsFollowUnicode() throws {
        #expect(try RegexValidator(pattern: #"\w+"#).validate("naïve") == .valid)
        // With Unicode properties on, \d is any decimal digit: Arabic-Indic digits included.
        #expect(try RegexValidator(pattern: #"\d+"#).validate("\u{661}\u{662}\u{663}") == .valid)
        #expect(try RegexValidator(pattern: "[0-9]+").validate("\u{661}\u{662}\u{663}") == Self.noMatch)
    }

    @Test func caseInsensitivityFoldsBeyondASCII() throws {
        let validator = try RegexValidator(pattern: "zoë", flags: .caseInsensitive)
        #expect(validator.validate("ZOË") == .valid)
    }

    @Test func matchingIsByCodePointNotCanonicalEquivalence() throws {
        // Swift calls "e\u{301}" and "\u{E9}" equal; PCRE2 compares code points.
        let validator = try RegexValidator(pattern: "caf\u{E9}")
        #expect(validator.validate("caf\u{E9}") == .valid)
        #expect(validator.validate("cafe\u{301}") == Self.noMatch)
    }

    @Test func anIncompleteCharacterSequenceIsIncomplete() throws {
        guard let validator = try pcre2OnlyValidator(#"\X{2}"#, refusedAs: #"escape '\X'"#) else { return }
        #expect(validator.validate("👩‍👩‍👧‍👦") == .incomplete)
        #expect(validator.validate("👩‍👩‍👧‍👦e\u{301}") == .valid)
    }
}
