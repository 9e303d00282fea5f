import Testing
import ValidatorKit
import ValidatorKitIdentifiers
import ValidatorKitTesting

@Suite("IMEIValidator")
struct IMEIValidatorTests {
    /// Published IMEIs: Wikipedia, "International Mobile Equipment Identity" (49-015420-323751-8)
    /// and python-stdnum's documentation of stdnum.imei (35-417803-685978-9, and
    /// 35-686800-004141-8 from the payload 35686800-004141).
    static let published = ["49-015420-323751-8", "354178036859789", "35-686800-004141-8", "490154203237518"]

    @Test(arguments: published)
    func acceptsPublishedIMEIsAndStaysQuietOnTheirPrefixes(imei: String) {
        #expect(IMEIValidator().validate(imei) == .valid)
        #expect(properPrefixVerdicts(of: imei, by: IMEIValidator()).values.allSatisfy { $0 == .incomplete })
    }

    @Test(arguments: [
        ("4901542032375", Verdict.incomplete),
        // python-stdnum's documentation: 35-417803-685978-1 fails its check.
        ("35-417803-685978-1", Verdict("imei.checksum 'Check digit does not match; a digit may be mistyped'")),
        ("4901542032375180", Verdict("imei.length 'An IMEI has 15 digits' at 15")),
        ("49015x", Verdict("imei.character 'Character 6 is not a digit' at 5")),
    ])
    func judgesTheText(text: String, expected: Verdict) {
        #expect(Verdict(IMEIValidator().validate(text)) == expected)
    }

    @Test func givesTheTypeAllocationCodeAndTheSerialNumber() {
        #expect(IMEIValidator().details(for: "49-015420-323751-8") == ["tac": .string("49015420"), "serialNumber": .string("323751")])
        #expect(IMEIValidator().details(for: "4901542032375") == [:])
        #expect(IMEIValidator().sectionLayout(for: "") == [2, 6, 6, 1])
    }

    @Test func conformsToThePluginContract() {
        let inputs = ["49015x", "4901542032375180", "490154203237519"]
        #expect(PluginConformance.problems(of: IMEIPlugin(), inputs: inputs) == [])
        #expect(PluginConformance.unreachedCodes(of: IMEIPlugin(), inputs: inputs) == [])
    }
}
