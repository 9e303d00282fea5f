import Testing
import ValidatorKit
import ValidatorKitIdentifiers
import ValidatorKitTesting

@Suite("ISINValidator")
struct ISINValidatorTests {
    /// Published ISINs: Wikipedia, "International Securities Identification Number" (Apple
    /// US0378331005, BAE Systems GB0002634946, Treasury AU0000XVGZA3) and python-stdnum's
    /// documentation of stdnum.isin (GB00BYXJL758).
    static let published = ["US0378331005", "GB0002634946", "AU0000XVGZA3", "GB00BYXJL758", "us0378331005", "US-037833100-5"]

    @Test(arguments: published)
    func acceptsPublishedISINsAndStaysQuietOnTheirPrefixes(isin: String) {
        #expect(ISINValidator().validate(isin) == .valid)
        #expect(properPrefixVerdicts(of: isin, by: ISINValidator()).values.allSatisfy { $0 == .incomplete })
    }

    @Test(arguments: [
        ("US03783310", Verdict.incomplete),
        // python-stdnum's documentation: US0378331003 fails its check.
        ("US0378331003", Verdict("isin.checksum 'Check digit does not match; a character may be mistyped'")),
        ("US037833100A", Verdict("isin.checksum 'Check digit does not match; a character may be mistyped'")),
        ("0S", Verdict("isin.country 'An ISIN starts with a two-letter country code' at 0")),
        ("U1", Verdict("isin.country 'An ISIN starts with a two-letter country code' at 1")),
        ("US0378331005X", Verdict("isin.length 'An ISIN has 12 characters' at 12")),
        ("US03_", Verdict("isin.character 'Character 5 is not a letter or digit' at 4")),
    ])
    func judgesTheText(text: String, expected: Verdict) {
        #expect(Verdict(ISINValidator().validate(text)) == expected)
    }

    @Test func givesTheCountryAndTheNationalNumber() {
        #expect(ISINValidator().details(for: "us0378331005") == [
            "isin": .string("US0378331005"), "country": .string("US"), "nsin": .string("037833100"),
        ])
        #expect(ISINValidator().details(for: "US03783310") == [:])
        #expect(ISINValidator().sectionLayout(for: "") == [2, 9, 1])
    }

    @Test func conformsToThePluginContract() {
        let inputs = ["US03_", "0S", "US0378331005X", "US0378331003"]
        #expect(PluginConformance.problems(of: ISINPlugin(), inputs: inputs) == [])
        #expect(PluginConformance.unreachedCodes(of: ISINPlugin(), inputs: inputs) == [])
    }
}
