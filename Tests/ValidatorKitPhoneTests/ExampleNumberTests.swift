import ValidatorKitPhone
import Testing
import ValidatorKit

/// libphonenumber's own example numbers (the `exampleNumber` of every region and type in its
/// metadata, PhoneNumberMetadata.xml, which its own `ValidExampleNumbers` test checks) are
/// published vectors: each must be valid in E.164, international and national form, and no
/// prefix of one may be `invalid`, since typing on can still complete it.
@Suite struct ExampleNumberTests {
    /// Regions whose numbering plans have no number that is another one with a digit added.
    static let fixedLengthRegions = ["US", "CA", "FR", "ES", "PT", "BE", "NL", "CH", "DK", "NO", "JP", "CN"]

    @Test func libphonenumberSupportsTheRegionsOfTheWorld() {
        let regions = PhoneValidator.supportedRegions
        #expect(regions.count > 200)
        #expect(regions == regions.sorted())
        #expect(["US", "GB", "DE", "JP", "BR", "IN"].allSatisfy(regions.contains))
        #expect(!regions.contains("001"))
    }

    @Test func exampleNumbersAreGivenInE164FormForSupportedRegionsOnly() {
        #expect(PhoneValidator.exampleNumber(of: .fixedLine, in: "GB") == "+441212345678")
        #expect(PhoneValidator.exampleNumber(of: .fixedLine, in: "gb") == "+441212345678")
        #expect(PhoneValidator.exampleNumber(of: .mobile, in: "XX") == nil)
        #expect(PhoneValidator.exampleNumber(of: .pager, in: "US") == nil)
    }

    @Test(arguments: PhoneValidator.supportedRegions)
    func everyExampleNumberIsValidInEveryFormAndNoPrefixIsInvalid(region: String) throws {
        let validator = try PhoneValidator(region: region)
        var examplesFound = 0
        for type in PhoneNumberType.allCases {
            guard let e164 = PhoneValidator.exampleNumber(of: type, in: region) else { continue }
            examplesFound += 1
            let details = validator.details(for: e164)
            #expect(details["e164"] == .string(e164), "\(region) \(type) example \(e164): details \(details)")
            let forms: [(String, JSONValue?)] = [
                ("E.164", .string(e164)), ("international", details["international"]),
                ("national", details["national"]),
            ]
            for (form, detail) in forms {
                guard case .string(let text)? = detail else {
                    Issue.record("\(region) \(type) example \(e164) has no \(form) form")
                    continue
                }
                let validity = validator.validate(text)
                #expect(validity == .valid, "\(region) \(type) example \(e164), \(form) form '\(text)' is \(validity)")
                for length in 0..<text.count {
                    let prefix = String(text.prefix(length))
                    let failure = validator.validate(prefix).failure
                    #expect(
                        failure == nil,
                        "\(region) \(type) example \(e164), prefix '\(prefix)' of \(form) form '\(text)' is \(String(describing: failure))")
                }
            }
        }
        #expect(examplesFound > 0, "\(region) has no example number of any type")
    }

    @Test(arguments: fixedLengthRegions)
    func oneDigitLessThanAnExampleIsIncomplete(region: String) throws {
        let validator = try PhoneValidator(region: region)
        for type in PhoneNumberType.allCases {
            guard let e164 = PhoneValidator.exampleNumber(of: type, in: region) else { continue }
            let shorter = String(e164.dropLast())
            let validity = validator.validate(shorter)
            #expect(validity == .incomplete, "\(region) \(type) example \(e164): '\(shorter)' is \(validity)")
        }
    }
}
