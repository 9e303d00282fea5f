import ValidatorKitRegex
import Testing
import ValidatorKit

/// A prefix of some match is `incomplete`; a text no typing can fix is `invalid`.
@Suite struct PartialMatchingTests {
    private static let noMatch = Validity.invalid(
        ValidationFailure(code: .regexNoMatch))

    private static let verdicts: [(String, Validity)] = [
        ("dog", .valid), ("dogs", .incomplete), ("dogsbo", .incomplete), ("dogsbody", .valid),
        ("do", .incomplete), ("dogx", noMatch), ("dogsbodyx", noMatch),
    ]

    @Test(arguments: verdicts)
    func tellsPrefixesFromDeadEnds(text: String, expected: Validity) throws {
        let validator = try RegexValidator(pattern: "dog(sbody)?")
        #expect(validator.validate(text) == expected)
    }

    @Test func findsThePrefixInALaterAlternative() throws {
        let validator = try RegexValidator(pattern: "a|ab+c")
        #expect(validator.validate("a") == .valid)
        #expect(validator.validate("ab") == .incomplete)
        #expect(validator.validate("abbb") == .incomplete)
        #expect(validator.validate("abbbc") == .valid)
        #expect(validator.validate("ac") == Self.noMatch)
    }

    /// A backtracking verb can end the search before the prefix it saw is reported.
    @Test func aPrefixBeforeABacktrackingVerbIsIncomplete() throws {
        let verb = "backtracking verb or option '(*'"
        guard let commit = try pcre2OnlyValidator("x(*COMMIT)y|xz", refusedAs: verb) else { return }
        #expect(commit.validate("x") == .incomplete)
        #expect(commit.validate("xy") == .valid)
        #expect(commit.validate("xz") == Self.noMatch)
        let prune = try #require(try pcre2OnlyValidator("(?:x(*PRUNE)y)+", refusedAs: verb))
        #expect(prune.validate("xyx") == .incomplete)
        #expect(prune.validate("xyz") == Self.noMatch)
    }

    @Test func aTextTooLongForThePatternIsInvalid() throws {
        let validator = try RegexValidator(pattern: "[0-9]{3}")
        #expect(validator.validate("12") == .incomplete)
        #expect(validator.validate("123") == .valid)
        #expect(validator.validate("1234") == Self.noMatch)
    }

    @Test func theEmptyTextIsIncompleteUnlessItMatches() throws {
        #expect(try RegexValidator(pattern: "[0-9]+").validate("") == .incomplete)
        #expect(try RegexValidator(pattern: "[0-9]*").validate("") == .valid)
    }

    @Test func lookaroundsAndBackreferencesWaitForMoreText() throws {
        let password = try RegexValidator(pattern: "(?=.*[0-9])[a-z0-9]{6,}")
        #expect(password.validate("abc") == .incomplete)
        #expect(password.validate("abcdef") == .incomplete)
        #expect(password.validate("abcde1") == .valid)
        guard let repeated = try pcre2OnlyValidator(#"(\w+) \1"#, refusedAs: "backreference") else { return }
        #expect(repeated.validate("hello hel") == .incomplete)
        #expect(repeated.validate("hello hello") == .valid)
        #expect(repeated.validate("hello help") == Self.noMatch)
    }

    @Test func recursionIntoAGroupWaitsForTheClosingParenthesis() throws {
        guard let balanced = try pcre2OnlyValidator(#"(\((?:[^()]|(?1))*\))"#, refusedAs: "recursion or subroutine call")
        else { return }
        #expect(balanced.validate("(a(b)c)") == .valid)
        #expect(balanced.validate("(a(b") == .incomplete)
        #expect(balanced.validate("(a))") == Self.noMatch)
    }

    @Test func aFailureIsNotFixableByTypingAndHasNoPosition() throws {
        let failure = try #require(try RegexValidator(pattern: "abc").validate("x").failure)
        #expect(!failure.isFixableByTyping)
        #expect(failure.position == nil)
    }

    @Test func usesTheGivenMessage() throws {
        let validator = try RegexValidator(pattern: "[0-9]+", message: "Digits only")
        #expect(validator.validate("12a") == .invalid(ValidationFailure(code: .regexNoMatch, message: "Digits only")))
    }
}
