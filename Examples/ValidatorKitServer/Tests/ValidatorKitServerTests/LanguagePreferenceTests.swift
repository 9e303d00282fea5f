import Testing
import ValidatorKitServer

/// `Accept-Language` (RFC 9110 §12.5.4) against the shipped languages en, de, es, fr, ja.
@Suite struct LanguagePreferenceTests {
    @Test(arguments: [
        // RFC 9110's example: Danish is not shipped, British English is English.
        ("da, en-gb;q=0.8, en;q=0.7", "en"),
        ("de-CH", "de"),
        ("DE-de", "de"),
        ("fr;q=0.2, ja;q=0.9", "ja"),
        ("es, fr", "es"),
        ("fr;q=0.5, es;q=0.5", "fr"),
        ("*", "en"),
        ("en;q=0, *", "de"),
        ("de;q=0, fr;q=0.5", "fr"),
        ("de;q=0", "en"),
        ("ja;q=abc, fr", "fr"),
        ("ja;q=2, es", "es"),
        ("  es ; q=0.9 ,, ", "es"),
        ("zh-Hant, ko", "en"),
        ("", "en"),
    ])
    func theBestShippedLanguageIsChosen(header: String, language: String) {
        #expect(LanguagePreference.locale(for: header).language == language)
    }

    @Test func noHeaderIsEnglish() {
        #expect(LanguagePreference.locale(for: nil).language == "en")
    }

    @Test func aRangeAfterTheThirtySecondIsNotRead() {
        // 32 ranges of languages not shipped, then German: only the first 32 count.
        let header = Array(repeating: "xx", count: 32).joined(separator: ", ") + ", de"
        #expect(LanguagePreference.locale(for: header).language == "en")
        let shorter = Array(repeating: "xx", count: 31).joined(separator: ", ") + ", de"
        #expect(LanguagePreference.locale(for: shorter).language == "de")
    }

    @Test func aRangeBeyondTheFirst256BytesIsNotRead() {
        // 248 bytes of a range not shipped, then French within the 256 bytes read, then cut by them.
        let padding = "x-" + String(repeating: "a", count: 246)
        #expect(LanguagePreference.locale(for: padding + ", fr").language == "fr")
        #expect(LanguagePreference.locale(for: padding + ",      fr").language == "en")
        #expect(LanguagePreference.locale(for: String(repeating: " ", count: 80_000) + "ja").language == "en")
    }
}
