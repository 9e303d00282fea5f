import ValidatorKitRegex
import Testing
import ValidatorKit

/// The `i`, `x` and `s` flags.
@Suite struct FlagsTests {
    private static let noMatch = Validity.invalid(
        ValidationFailure(code: .regexNoMatch))

    private static let spellings: [(String, RegexFlags)] = [
        ("", []), ("i", .caseInsensitive), ("x", .extended), ("s", .dotMatchesNewline),
        ("sxi", [.caseInsensitive, .extended, .dotMatchesNewline]), ("ii", .caseInsensitive),
    ]

    @Test(arguments: spellings)
    func parsesLetters(letters: String, expected: RegexFlags) {
        #expect(RegexFlags(letters: letters) == expected)
    }

    @Test(arguments: ["q", "iq", "I", "m", " ", "i,x"])
    func refusesUnknownLetters(letters: String) {
        #expect(RegexFlags(letters: letters) == nil)
    }

    @Test func spellsLettersInAFixedOrder() {
        #expect(RegexFlags([.dotMatchesNewline, .caseInsensitive]).description == "is")
        #expect(RegexFlags().description == "")
    }

    @Test func caseInsensitive() throws {
        #expect(try RegexValidator(pattern: "abc").validate("ABC") == Self.noMatch)
        #expect(try RegexValidator(pattern: "abc", flags: .caseInsensitive).validate("ABC") == .valid)
    }

    @Test func extendedIgnoresSpacesAndComments() throws {
        let pattern = "[0-9]{3}  # area\n - [0-9]{4}  # line"
        #expect(try RegexValidator(pattern: pattern, flags: .extended).validate("555-1234") == .valid)
        #expect(try RegexValidator(pattern: "a b c").validate("abc") == Self.noMatch)
        #expect(try RegexValidator(pattern: "a b c", flags: .extended).validate("abc") == .valid)
    }

    @Test func dotMatchesNewline() throws {
        #expect(try RegexValidator(pattern: "a.b").validate("a\nb") == Self.noMatch)
        #expect(try RegexValidator(pattern: "a.b", flags: .dotMatchesNewline).validate("a\nb") == .valid)
    }
}
