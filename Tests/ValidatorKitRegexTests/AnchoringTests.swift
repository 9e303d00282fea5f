import ValidatorKitRegex
import Testing
import ValidatorKit

/// The whole text must match, whatever anchors the pattern has or lacks.
@Suite struct AnchoringTests {
    private static let noMatch = Validity.invalid(
        ValidationFailure(code: .regexNoMatch))

    @Test(arguments: ["abc", "^abc", "abc$", "^abc$", #"\Aabc\z"#, "(?:abc)", "(?m)^abc$"])
    func matchesOnlyTheWholeTextWhateverTheAnchors(pattern: String) throws {
        let validator =
            pattern.hasPrefix("(?m)")
            ? try pcre2OnlyValidator(pattern, refusedAs: "inline option 'm'") : try RegexValidator(pattern: pattern)
        guard let validator else { return }
        #expect(validator.validate("abc") == .valid)
        #expect(validator.validate("xabc") == Self.noMatch)
        #expect(validator.validate("abcx") == Self.noMatch)
        #expect(validator.validate("abc\n") == Self.noMatch)
        #expect(validator.validate("ab") == .incomplete)
    }

    @Test func aFinalNewlineAfterBackslashCapitalZIsIncomplete() throws {
        // \Z also matches before a final newline, and hard partial matching, which assumes more
        // text may follow, cannot rule out a match there; no text ever matches as a whole.
        let validator = try RegexValidator(pattern: #"abc\Z"#)
        #expect(validator.validate("abc") == .valid)
        #expect(validator.validate("abc\n") == .incomplete)
        #expect(validator.validate("abc\nx") == Self.noMatch)
    }

    @Test func refusesAMatchFoundInsideTheText() throws {
        let validator = try RegexValidator(pattern: "[0-9]+")
        #expect(validator.validate("order 42") == Self.noMatch)
        #expect(validator.validate("42 items") == Self.noMatch)
        #expect(validator.validate("42") == .valid)
    }

    @Test func anchorsEveryAlternative() throws {
        let validator = try RegexValidator(pattern: "cat|dog")
        #expect(validator.validate("cat") == .valid)
        #expect(validator.validate("dog") == .valid)
        #expect(validator.validate("catdog") == Self.noMatch)
        #expect(validator.validate("hotdog") == Self.noMatch)
    }

    @Test func keepsMultilinePatternsWhole() throws {
        guard let validator = try pcre2OnlyValidator(#"(?m)^a$\n^b$"#, refusedAs: "inline option 'm'") else { return }
        #expect(validator.validate("a\nb") == .valid)
        #expect(validator.validate("a\nb\nc") == Self.noMatch)
    }

    @Test func anOpenQuoteDoesNotSwallowTheEndAnchor() throws {
        let validator = try RegexValidator(pattern: #"a\Qb.c"#)
        #expect(validator.validate("ab.c") == .valid)
        #expect(validator.validate("ab.cx") == Self.noMatch)
        #expect(validator.validate("abxc") == Self.noMatch)
    }

    @Test func aTrailingCommentDoesNotSwallowTheEndAnchor() throws {
        let validator = try RegexValidator(pattern: "a+ # one or more", flags: .extended)
        #expect(validator.validate("aaa") == .valid)
        #expect(validator.validate("aab") == Self.noMatch)
    }

    @Test func aMatchAcceptedEarlyIsNotAWholeMatch() throws {
        guard let validator = try pcre2OnlyValidator("a(*ACCEPT)b", refusedAs: "backtracking verb or option '(*'")
        else { return }
        #expect(validator.validate("a") == .valid)
        #expect(validator.validate("ax") == Self.noMatch)
    }

    @Test func anEmptyPatternAcceptsOnlyTheEmptyText() throws {
        let validator = try RegexValidator(pattern: "")
        #expect(validator.validate("") == .valid)
        #expect(validator.validate("a") == Self.noMatch)
    }
}
