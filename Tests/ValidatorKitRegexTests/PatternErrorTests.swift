@testable import ValidatorKitRegex
import Testing

/// A pattern PCRE2 refuses is a ``RegexPatternError`` with PCRE2's reason and a caret.
@Suite struct PatternErrorTests {
    @Test(arguments: [
        ("(abc", "Pattern '(abc' is not valid: missing closing parenthesis at offset 4\n  (abc\n      ^"),
        ("abc)", "Pattern 'abc)' is not valid: unmatched closing parenthesis at offset 3\n  abc)\n     ^"),
        ("a{2,1}", "Pattern 'a{2,1}' is not valid: numbers out of order in {} quantifier at offset 5\n  a{2,1}\n       ^"),
        (#"ab\"#, "Pattern 'ab\\' is not valid: \\ at end of pattern at offset 3\n  ab\\\n     ^"),
        (#"\C"#, "Pattern '\\C' is not valid: using \\C is disabled by the application at offset 2\n  \\C\n    ^"),
        ("日本(", "Pattern '日本(' is not valid: missing closing parenthesis at offset 3\n  日本(\n     ^"),
    ])
    func describesTheReasonAndPointsAtTheOffset(pattern: String, description: String) throws {
        let error = try #require(throws: RegexPatternError.self) { try RegexValidator(pattern: pattern) }
        #expect(error.description == description)
    }

    @Test func carriesThePatternReasonAndOffset() throws {
        let error = try #require(throws: RegexPatternError.self) { try RegexValidator(pattern: "[z-a]") }
        #expect(error.pattern == "[z-a]")
        #expect(error.reason == "range out of order in character class")
        #expect(error.offset == 3)
    }

    @Test func showsLineBreaksOfThePatternAsSpacesAboveTheCaret() throws {
        let error = try #require(throws: RegexPatternError.self) {
            try RegexValidator(pattern: "a  # letter\n(", flags: .extended)
        }
        #expect(error.description == "Pattern 'a  # letter\n(' is not valid: missing closing parenthesis at offset 13\n"
            + "  a  # letter (\n"
            + "               ^")
    }

    @Test func describesACompilationFailureThatIsNotThePatternsFault() {
        let error = RegexPatternError.notCompiled(pattern: "abc", reason: "failed to allocate heap memory")
        #expect(error.description == "Pattern 'abc' could not be compiled: failed to allocate heap memory")
        #expect(error.reason == "failed to allocate heap memory")
        #expect(error.offset == nil)
    }
}
