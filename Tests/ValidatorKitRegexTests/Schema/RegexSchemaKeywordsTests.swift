import Testing
import ValidatorKit
import ValidatorKitRegex

/// What a regex validator states in a record's JSON Schema: its pattern as ECMA-262 reads it,
/// anchored, where the meaning is the same; else an annotation naming the pattern.
@Suite struct RegexSchemaKeywordsTests {
    /// Patterns in the subset, with the `pattern` keyword each becomes.
    static let translated: [(pattern: String, flags: RegexFlags, expected: String)] = [
        ("[0-9]{5}(?:-[0-9]{4})?", [], "^(?:[0-9]{5}(?:-[0-9]{4})?)$"),
        ("abc", [], "^(?:abc)$"),
        ("^abc$", [], "^(?:^abc$)$"),
        ("a|b|", [], "^(?:a|b|)$"),
        // A capture or a name changes nothing when nothing refers back to it.
        ("(ab)+(?<tail>c)*", [], "^(?:(?:ab)+(?:c)*)$"),
        ("a.b", [], #"^(?:a[^\n]b)$"#),
        ("a.b", .dotMatchesNewline, #"^(?:a[\s\S]b)$"#),
        (#"\.\-\@\/"#, [], #"^(?:\.-@/)$"#),
        (#"\x41\x{e9}\t"#, [], "^(?:Aé\\x09)$"),
        ("[a-c][^x-z]", [], "^(?:[a-c][^x-z])$"),
        // Members in code point order, adjacent ones as a range: '\', ']' and '^' are 0x5C to 0x5E.
        (#"[\]\\^-]"#, [], #"^(?:[\-\\-\^])$"#),
        ("a{2}b{2,}c{2,3}?d*?", [], "^(?:a{2}b{2,}c{2,3}?d*?)$"),
        ("ab", .caseInsensitive, "^(?:[Aa][Bb])$"),
        ("[a-f0-9]", .caseInsensitive, "^(?:[0-9A-Fa-f])$"),
        // PCRE2 folds the Kelvin sign with k and the long s with s.
        ("ks", .caseInsensitive, "^(?:[Kk\u{212A}][Ss\u{017F}])$"),
        ("[^a-z]", .caseInsensitive, "^(?:[^A-Za-z\u{017F}\u{212A}])$"),
        ("a b # comment\n c", .extended, "^(?:abc)$"),
        ("Zoë 日本", [], "^(?:Zoë 日本)$"),
    ]

    @Test(arguments: translated)
    func patternsInTheSubsetBecomePatterns(pattern: String, flags: RegexFlags, expected: String) throws {
        #expect(try RegexValidator(pattern: pattern, flags: flags).schemaKeywords == ["pattern": .string(expected)])
    }

    /// Patterns whose meaning ECMA-262 (or another PCRE2 version) reads otherwise.
    static let annotated: [(pattern: String, flags: RegexFlags)] = [
        (#"\d{4}"#, []), (#"\w+"#, []), (#"a\sb"#, []), (#"\bword\b"#, []), (#"\p{L}+"#, []),
        ("(?=a)a", []), ("(?<=a)b", []), ("(a)\\1", []), ("a++", []), ("(?>a)", []), ("(?i)a", []),
        ("(*UTF)a", []), ("[[:alpha:]]", []), ("[]a]", []), ("a{,3}", []), ("a{x}", []), (#"\Qa.b\E"#, []),
("é", .caseInsensitive), ("a *", .extended), (#"\101"#, []),
    ]

    /// The annotated patterns the Foundation backend refuses, with the construct it names.
    static let refusedByFoundation: [String: String] = [
        "(a)\\1": "backreference", "a++": "possessive quantifier", "(?>a)": "atomic group '(?>'",
        "(*UTF)a": "backtracking verb or option '(*'", "[[:alpha:]]": "POSIX class", "a{,3}": "quantifier '{,'",
        #"\101"#: "backreference",
    ]

    @Test(arguments: annotated)
    func otherPatternsBecomeAnnotations(pattern: String, flags: RegexFlags) throws {
        let validator =
            if let construct = Self.refusedByFoundation[pattern] {
                try pcre2OnlyValidator(pattern, flags: flags, refusedAs: construct)
            } else {
                try RegexValidator(pattern: pattern, flags: flags)
            }
        guard let validator else { return }
        let keywords = validator.schemaKeywords
        #expect(keywords == ["x-validatorkit": [["plugin": "regex", "pattern": .string(pattern), "flags": .string(flags.description)]]])
    }

    @Test(arguments: RegexPreset.all)
    func everyPresetBecomesAPattern(preset: RegexPreset) throws {
        #expect(try RegexValidator(preset: preset).schemaKeywords["pattern"] != nil)
    }
}
