import Testing
@testable import ValidatorKitPhone

/// A pattern of digits alone, or of alternatives each of digits alone (most national and
/// international prefixes of the metadata), is matched by comparing bytes: it answers as the
/// regex backend answers for the same pattern in a group, `(?:…)`, which it compiles and runs.
struct PhonePatternOfDigitsTests {
    /// The metadata's prefixes and leading digits written in digits and `|` alone: `0`, `00`,
    /// `011`, `8`, Britain's `0|180020`, …
    static func digitPatterns() throws -> [String] {
        let metadata = PhoneMetadata.shared
        let territories = try (0..<metadata.territoryCount).map { slot throws(PhoneMetadataError) in try metadata.readTerritory(at: slot) }
        let sources = territories.flatMap { territory in
            [territory.internationalPrefix, territory.nationalPrefixForParsing, territory.leadingDigits].compactMap { $0?.source }
        }
        return Set(sources.filter { $0.utf8.allSatisfy { "0123456789|".utf8.contains($0) } }).sorted()
    }

    /// Texts around each alternative of `source`: itself, longer, shorter, shifted, empty.
    static func subjects(around source: String) -> [String] {
        var subjects = [source, ""]
        for alternative in source.split(separator: "|").map(String.init) {
            subjects += [alternative, alternative + "5", alternative + "0123", String(alternative.dropLast()), "9" + alternative]
        }
        return subjects
    }

    @Test func everyDigitPatternOfTheMetadataMatchesAsTheBackendDoes() throws {
        let sources = try Self.digitPatterns()
        #expect(sources.contains("0|180020"))
        #expect(sources.contains("011"))
        #expect(sources.count > 10)
        for source in sources {
            let pattern = PhonePattern(source)
            let backend = PhonePattern("(?:\(source))")
            for subject in Self.subjects(around: source) {
                #expect(pattern.prefixMatch(subject)?.end == backend.prefixMatch(subject)?.end, "'\(source)' on '\(subject)'")
                #expect(pattern.matchesPrefix(subject) == backend.matchesPrefix(subject), "'\(source)' on '\(subject)'")
                #expect(pattern.matchesWhole(subject) == backend.matchesWhole(subject), "'\(source)' on '\(subject)'")
                #expect((pattern.wholeMatch(subject) != nil) == backend.matchesWhole(subject), "'\(source)' on '\(subject)'")
            }
        }
    }
}
