import ValidatorKitRegex
import Testing
import ValidatorKit

/// Catastrophic backtracking ends in `regex.limit`, whichever engine runs the pattern: PCRE2's JIT,
/// its interpreter, or the Foundation backend's ICU (stopped through its progress reports).
///
/// `(*NO_JIT)` at the start of a pattern makes PCRE2 use its interpreter, where the depth and heap
/// limits apply; the JIT ignores them but has a match limit and a stack of its own. The Foundation
/// backend refuses `(*…)` and recursion, and has neither a depth nor a heap limit.
@Suite struct LimitsTests {
    private static let limit = Validity.invalid(
        ValidationFailure(code: .regexLimit, message: "Too long or too complex to check"))

    /// The issue's case: thirty `a` and a `!` against `(a+)+$`, 2^30 ways to split the run.
    @Test func thirtyAsAndABangHitTheLimitOnEveryBackend() throws {
        let validator = try RegexValidator(pattern: "(a+)+$")
        #expect(validator.validate(String(repeating: "a", count: 30) + "!") == Self.limit)
        #expect(validator.validate(String(repeating: "a", count: 30)) == .valid)
    }

    @Test(arguments: ["(a+)+$", "(*NO_JIT)(a+)+$"])
    func catastrophicBacktrackingHitsTheMatchLimit(pattern: String) throws {
        let validator =
            pattern.hasPrefix("(*")
            ? try pcre2OnlyValidator(pattern, refusedAs: "backtracking verb or option '(*'") : try RegexValidator(pattern: pattern)
        guard let validator else { return }
        #expect(validator.validate(String(repeating: "a", count: 5_000) + "!") == Self.limit)
        #expect(validator.validate(String(repeating: "a", count: 5_000)) == .valid)
    }

    @Test func aLowerMatchLimitStopsSooner() throws {
        let text = String(repeating: "a", count: 14) + "!"
        #expect(try RegexValidator(pattern: "(a+)+$").validate(text) == Self.noMatch)
        let strict = try RegexValidator(pattern: "(a+)+$", limits: RegexLimits(matchLimit: 100))
        #expect(strict.validate(text) == Self.limit)
    }

    @Test func theDepthLimitBoundsTheInterpreter() throws {
        let text = String(repeating: "ab", count: 200)
        guard let deep = try pcre2OnlyValidator("(*NO_JIT)(?:ab)*", refusedAs: "backtracking verb or option '(*'") else { return }
        #expect(deep.validate(text) == .valid)
        let shallow = try RegexValidator(pattern: "(*NO_JIT)(?:ab)*", limits: RegexLimits(depthLimit: 50))
        #expect(shallow.validate(text) == Self.limit)
    }

    @Test func theHeapLimitBoundsTheInterpreter() throws {
        let text = String(repeating: "ab", count: 2_000)
        guard let roomy = try pcre2OnlyValidator("(*NO_JIT)(?:ab)*", refusedAs: "backtracking verb or option '(*'") else { return }
        #expect(roomy.validate(text) == .valid)
        let frugal = try RegexValidator(pattern: "(*NO_JIT)(?:ab)*", limits: RegexLimits(heapLimitInKibibytes: 1))
        #expect(frugal.validate(text) == Self.limit)
    }

    @Test(arguments: ["(?:a|(?R))", "(*NO_JIT)(?:a|(?R))"])
    func aRecursionLoopIsALimit(pattern: String) throws {
        let construct = pattern.hasPrefix("(*") ? "backtracking verb or option '(*'" : "recursion or subroutine call"
        guard let validator = try pcre2OnlyValidator(pattern, refusedAs: construct) else { return }
        #expect(validator.validate("b") == Self.limit)
    }

    @Test func longTextsWithRepeatedGroupsStillMatch() throws {
        // PCRE2's default JIT stack of 32 KiB overflows on a few thousand repetitions of a group.
        let validator = try RegexValidator(pattern: "(?:ab)*")
        #expect(validator.validate(String(repeating: "ab", count: 20_000)) == .valid)
        let email = try RegexValidator(preset: #require(RegexPreset(named: "email")))
        #expect(email.validate("a@" + String(repeating: "a.", count: 5_000) + "com") == .valid)
    }

    @Test func aHugeTextIsAnsweredWithoutCrashing() throws {
        let validator = try RegexValidator(pattern: #"\p{L}+"#)
        #expect(validator.validate(String(repeating: "é", count: 5_000_000)) == .valid)
        #expect(validator.validate(String(repeating: "é", count: 100_000) + "1") == Self.noMatch)
        // Giving back five million letters one by one before failing exceeds the match limit.
        #expect(validator.validate(String(repeating: "é", count: 5_000_000) + "1") == Self.limit)
    }

    private static let noMatch = Validity.invalid(
        ValidationFailure(code: .regexNoMatch))
}
