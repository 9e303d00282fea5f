import Testing
import ValidatorKit
import ValidatorKitIdentifiers
import ValidatorKitTesting

@Suite("ISSNValidator")
struct ISSNValidatorTests {
    /// Published ISSNs: Wikipedia, "ISSN" (0317-8471, 2434-561X) and python-stdnum's
    /// documentation of stdnum.issn (0024-9319, 0032-1478, 0264-3596).
    static let published = ["0317-8471", "2434-561X", "0024-9319", "0032-1478", "0264-3596", "2434561x"]

    @Test(arguments: published)
    func acceptsPublishedISSNsAndStaysQuietOnTheirPrefixes(issn: String) {
        #expect(ISSNValidator().validate(issn) == .valid)
        #expect(properPrefixVerdicts(of: issn, by: ISSNValidator()).values.allSatisfy { $0 == .incomplete })
    }

    @Test(arguments: [
        ("0317-847", Verdict.incomplete),
        ("0317-8472", Verdict("issn.checksum 'Check digit does not match; a digit may be mistyped'")),
        // python-stdnum's documentation: 0032147X fails its check, 003214712 is too long.
        ("0032147X", Verdict("issn.checksum 'Check digit does not match; a digit may be mistyped'")),
        ("003214712", Verdict("issn.length 'An ISSN has 8 digits' at 8")),
        ("031X", Verdict("issn.character 'Character 4 is not a digit; only the last may be X' at 3")),
        ("0317 847?", Verdict("issn.character 'Character 9 is not a digit; only the last may be X' at 8")),
    ])
    func judgesTheText(text: String, expected: Verdict) {
        #expect(Verdict(ISSNValidator().validate(text)) == expected)
    }

    /// python-stdnum's documentation of stdnum.issn: 0264-3596 is on the EAN-13 9770264359008.
    @Test func givesTheUsualFormAndTheEAN13() {
        #expect(ISSNValidator().details(for: "02643596") == ["issn": .string("0264-3596"), "ean13": .string("9770264359008")])
        #expect(ISSNValidator().details(for: "2434 561x") == ["issn": .string("2434-561X"), "ean13": .string("9772434561006")])
        #expect(ISSNValidator().details(for: "0264-359") == [:])
        #expect(ISSNValidator().sectionLayout(for: "") == [4, 4])
    }

    @Test func conformsToThePluginContract() {
        let inputs = ["031X", "003214712", "0032147X"]
        #expect(PluginConformance.problems(of: ISSNPlugin(), inputs: inputs) == [])
        #expect(PluginConformance.unreachedCodes(of: ISSNPlugin(), inputs: inputs) == [])
    }
}
