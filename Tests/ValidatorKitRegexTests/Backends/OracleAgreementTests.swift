import Testing
import ValidatorKit
import ValidatorKitRegex

/// The regex plugin, on whichever backend this build matches with, gives every text the verdict
/// PCRE2 itself gave it (`Fixtures/three-states.json`, written by `scripts/generate-regex-oracle`
/// through ctypes on the system's libpcre2-8): on the Foundation backend this is the proof that
/// `NSRegularExpression` with `hitEnd` read as the plugin reads it means PCRE2's partial match.
@Suite struct OracleAgreementTests {
    @Test(arguments: Fixtures.oracleCases)
    func agreesWithPCRE2OnEveryText(_ oracle: Fixtures.OracleCase) throws {
        let flags = try #require(RegexFlags(letters: oracle.flags))
        let validator = try RegexValidator(pattern: oracle.pattern, flags: flags)
        for text in oracle.valid {
            #expect(validator.validate(text) == .valid, "\(text.debugDescription)")
        }
        for text in oracle.incomplete {
            #expect(validator.validate(text) == .incomplete, "\(text.debugDescription)")
        }
        for text in oracle.invalid {
            #expect(validator.validate(text).failure?.code == .regexNoMatch, "\(text.debugDescription)")
        }
    }

    @Test func theFixtureCoversEveryVerdict() {
        let cases = Fixtures.oracleCases
        #expect(cases.count >= 40)
        #expect(cases.map(\.valid.count).reduce(0, +) > 100)
        #expect(cases.map(\.incomplete.count).reduce(0, +) > 1000)
        #expect(cases.map(\.invalid.count).reduce(0, +) > 1000)
    }
}
