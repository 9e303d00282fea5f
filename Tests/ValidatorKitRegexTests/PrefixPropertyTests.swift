import ValidatorKitRegex
import Testing
import ValidatorKit

/// Typing never passes through `invalid` on the way to a valid text: every prefix of a valid text
/// is `valid` or `incomplete`.
@Suite struct PrefixPropertyTests {
    @Test(arguments: Fixtures.patternSamples)
    func everyPrefixOfAMatchIsValidOrIncomplete(sample: Fixtures.PatternSample) throws {
        let flags = try #require(RegexFlags(letters: sample.flags ?? ""))
        let validator =
            if let construct = Self.refusedByFoundation[sample.pattern] {
                try pcre2OnlyValidator(sample.pattern, flags: flags, refusedAs: construct)
            } else {
                try RegexValidator(pattern: sample.pattern, flags: flags)
            }
        guard let validator else { return }
        for text in sample.valid {
            #expect(validator.validate(text) == .valid, "\(text.debugDescription) should match")
            expectPrefixesAreValidOrIncomplete(of: text, validator)
        }
    }

    /// The samples in PCRE2's own syntax that the Foundation backend refuses, with the construct it names.
    static let refusedByFoundation: [String: String] = [
        "stra(?:ß|ss)e": "caseless 'ß', which folds to several characters", #"(\w+) \1"#: "backreference",
        "(?<year>[0-9]{4})-(?P=year)": "named reference '(?P'", "(?>a+)b": "atomic group '(?>'",
        #"\X+"#: #"escape '\X'"#, "[[:alpha:]]+": "POSIX class", #"(?|(a)|(b))c\1"#: "branch reset '(?|'",
        #"(\((?:[^()]|(?1))*\))"#: "recursion or subroutine call",
    ]

    @Test(arguments: Fixtures.presetVectors)
    func everyPrefixOfAPresetMatchIsValidOrIncomplete(vectors: Fixtures.PresetVectors) throws {
        let validator = try RegexValidator(preset: #require(RegexPreset(named: vectors.name)))
        for text in vectors.valid {
            expectPrefixesAreValidOrIncomplete(of: text, validator)
        }
    }

    /// Checks every prefix in Unicode scalars, finer than the characters a person types.
    private func expectPrefixesAreValidOrIncomplete(of text: String, _ validator: RegexValidator) {
        let scalars = Array(text.unicodeScalars)
        for length in 0...scalars.count {
            var prefix = String.UnicodeScalarView()
            prefix.append(contentsOf: scalars[..<length])
            let verdict = validator.validate(String(prefix))
            #expect(verdict.failure == nil, "prefix \(String(prefix).debugDescription) of \(text.debugDescription) is \(verdict)")
        }
    }
}
