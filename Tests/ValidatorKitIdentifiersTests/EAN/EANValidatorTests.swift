import Testing
import ValidatorKit
import ValidatorKitIdentifiers
import ValidatorKitTesting

@Suite("EANValidator")
struct EANValidatorTests {
    /// Published numbers: Wikipedia, "International Article Number" (4006381333931) and "EAN-8"
    /// (73513537), and python-stdnum's documentation of stdnum.ean (978-0-471-11709-4 and the
    /// GTIN 98412345678908).
    static let published = [
        ("4006381333931", "ean13"), ("73513537", "ean8"), ("978-0-471-11709-4", "ean13"), ("98412345678908", "gtin14"),
    ]

    @Test(arguments: published)
    func acceptsPublishedNumbersAndStaysQuietOnTheirPrefixes(number: String, format: String) throws {
        #expect(EANValidator().validate(number) == .valid)
        #expect(properPrefixVerdicts(of: number, by: EANValidator()).values.allSatisfy { $0 == .incomplete || $0 == .valid })
        let strict = EANValidator(format: try #require(EANFormat(rawValue: format)))
        #expect(strict.validate(number) == .valid)
        #expect(properPrefixVerdicts(of: number, by: strict).values.allSatisfy { $0 == .incomplete })
        #expect(EANValidator().details(for: number)["format"] == .string(format))
    }

    @Test(arguments: [
        (EANFormat.any, "7351353", Verdict.incomplete),
        (.any, "4006381333932", .incomplete),
        (.any, "40063813339320", Verdict("ean.checksum 'Check digit does not match; a digit may be mistyped'")),
        (.any, "400638133393100", Verdict("ean.length 'An article number has 8, 13 or 14 digits' at 14")),
        (.any, "4006x", Verdict("ean.character 'Character 5 is not a digit' at 4")),
        (.ean13, "4006381333932", Verdict("ean.checksum 'Check digit does not match; a digit may be mistyped'")),
        (.ean13, "40063813339310", Verdict("ean.length 'An article number has 13 digits' at 13")),
        (.ean8, "73513538", Verdict("ean.checksum 'Check digit does not match; a digit may be mistyped'")),
        (.ean8, "4006381333931", Verdict("ean.length 'An article number has 8 digits' at 8")),
        (.gtin14, "4006381333931", .incomplete),
        (.gtin14, "04006381333931", .valid),
    ])
    func judgesEachFormat(format: EANFormat, text: String, expected: Verdict) {
        #expect(Verdict(EANValidator(format: format).validate(text)) == expected)
    }

    @Test func givesTheGTIN14() {
        #expect(EANValidator().details(for: "4006-3813-3393-1") == ["format": .string("ean13"), "gtin14": .string("04006381333931")])
        #expect(EANValidator().details(for: "73513537") == ["format": .string("ean8"), "gtin14": .string("00000073513537")])
        #expect(EANValidator().details(for: "7351353") == [:])
    }

    @Test func conformsToThePluginContract() {
        let inputs = ["4006x", "400638133393100", "40063813339320"]
        for format in EANFormat.allCases {
            let options: [String: JSONValue] = ["format": .string(format.rawValue)]
            #expect(PluginConformance.problems(of: EANPlugin(), options: options, inputs: inputs) == [])
        }
        #expect(PluginConformance.unreachedCodes(of: EANPlugin(), inputs: inputs) == [])
    }
}
