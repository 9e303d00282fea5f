import Testing
import ValidatorKitRegex

/// A construct that `NSRegularExpression` (ICU) would read otherwise than PCRE2 is refused on the
/// Foundation backend with a typed error naming it and its offset, and compiled on the PCRE2
/// backend, whose syntax it is: a pattern never means one thing on Linux and another on iOS.
@Suite struct ConstructRefusalTests {
    struct Refusal: Sendable, CustomTestStringConvertible {
        let pattern: String
        let flags: RegexFlags
        let construct: String
        let offset: Int

        init(_ pattern: String, _ construct: String, at offset: Int, flags: RegexFlags = []) {
            self.pattern = pattern
            self.construct = construct
            self.offset = offset
            self.flags = flags
        }

        var testDescription: String { pattern }
    }

    static let refusals: [Refusal] = [
        Refusal("a++b", "possessive quantifier", at: 2),
        Refusal("[0-9]{2}+", "possessive quantifier", at: 8),
        Refusal("x(?>ab|a)b", "atomic group '(?>'", at: 1),
        Refusal("(*UTF)a", "backtracking verb or option '(*'", at: 0),
        Refusal("a(*COMMIT)b", "backtracking verb or option '(*'", at: 1),
        Refusal(#"ab\Kc"#, #"escape '\K'"#, at: 2),
        Refusal("(?|(a)|(b))", "branch reset '(?|'", at: 0),
        Refusal(#"\p{Greek}+"#, #"property '\p{Greek}'"#, at: 0),
        Refusal(#"[\p{Xan}]"#, #"property '\p{Xan}'"#, at: 1),
        Refusal(#"a\h+b"#, #"escape '\h'"#, at: 1),
        Refusal(#"a\R"#, #"escape '\R'"#, at: 1),
        Refusal(#"\X"#, #"escape '\X'"#, at: 0),
        Refusal(#"(a)\1"#, "backreference", at: 3),
        Refusal(#"(\((?:[^()]|(?1))*\))"#, "recursion or subroutine call", at: 12),
        Refusal("(a)?(?(1)b|c)", "conditional group '(?('", at: 4),
        Refusal("[[:alpha:]]", "POSIX class", at: 1),
        Refusal("(?m)^a$", "inline option 'm'", at: 2),
        Refusal("a{,3}", "quantifier '{,'", at: 1),
        Refusal("stra(?:ß|ss)e", "caseless 'ß', which folds to several characters", at: 7, flags: .caseInsensitive),
    ]

    @Test(arguments: refusals)
    func refusesOnTheFoundationBackendOnly(_ refusal: Refusal) throws {
        if RegexBackend.current == .foundation {
            let error = try #require(throws: RegexPatternError.self) {
                try RegexValidator(pattern: refusal.pattern, flags: refusal.flags)
            }
            #expect(error.code == .unsupportedConstruct)
            #expect(error.construct == refusal.construct)
            #expect(error.offset == refusal.offset)
        } else {
            _ = try RegexValidator(pattern: refusal.pattern, flags: refusal.flags)
        }
    }

    @Test func theRefusalNamesTheConstructUnderACaret() throws {
        guard RegexBackend.current == .foundation else {
            #expect(throws: Never.self) { try RegexValidator(pattern: "ab(?>c)") }
            return
        }
        let error = try #require(throws: RegexPatternError.self) { try RegexValidator(pattern: "ab(?>c)") }
        #expect(
            error.description
                == "Pattern 'ab(?>c)' is refused: the Foundation backend cannot match atomic group '(?>' as PCRE2 does, "
                + "at offset 2\n  ab(?>c)\n    ^")
        #expect(error.reason == "the Foundation backend does not support atomic group '(?>'")
    }

    /// The preset patterns use nothing either backend refuses.
    @Test(arguments: RegexPreset.all)
    func everyPresetCompilesOnThisBackend(_ preset: RegexPreset) {
        #expect(throws: Never.self) { try RegexValidator(preset: preset) }
    }

    @Test func theBackendIsNamed() {
        #expect(["PCRE2", "Foundation"].contains(RegexBackend.current.description))
        #expect(RegexBackend.pcre2 != RegexBackend.foundation)
    }
}
