import Testing
import ValidatorKit

@testable import ValidatorKitPhone

/// `validateWithDetails` answers from one parse what `validate` and `details(for:)` answer.
@Suite struct OnePassDetailsTests {
    /// A number of the published examples and its details. The expected values are those of
    /// python-phonenumbers 8.12.57 (Debian `python3-phonenumbers`, the port of the same
    /// libphonenumber release), and the numbers libphonenumber's own examples: Google's offices,
    /// its GB mobile and its universal freephone example (+800, the non-geographic region 001).
    struct Published: Sendable, CustomTestStringConvertible {
        let text: String
        let e164: String
        let international: String
        let national: String
        let region: String
        let type: String

        var testDescription: String { text }

        var details: ValidationDetails {
            [
                "e164": .string(e164), "international": .string(international), "national": .string(national),
                "region": .string(region), "type": .string(type),
            ]
        }
    }

    static let published = [
        Published(
            text: "+1 650-253-0000", e164: "+16502530000", international: "+1 650-253-0000",
            national: "(650) 253-0000", region: "US", type: "fixed-line-or-mobile"),
        Published(
            text: "+44 7400 123456", e164: "+447400123456", international: "+44 7400 123456",
            national: "07400 123456", region: "GB", type: "mobile"),
        Published(
            text: "+800 1234 5678", e164: "+80012345678", international: "+800 1234 5678", national: "1234 5678",
            region: "001", type: "toll-free"),
        Published(
            text: "+7 912 345 67 89", e164: "+79123456789", international: "+7 912 345-67-89",
            national: "8 (912) 345-67-89", region: "RU", type: "mobile"),
        Published(
            text: "+54 9 11 1234 5678", e164: "+5491112345678", international: "+54 9 11 1234-5678",
            national: "011 15-1234-5678", region: "AR", type: "mobile"),
        Published(
            text: "+225 01 23 45 67 89", e164: "+2250123456789", international: "+225 01 23 45 6789",
            national: "01 23 45 6789", region: "CI", type: "mobile"),
    ]

    @Test(arguments: published)
    func aPublishedNumberIsValidWithItsDetailsFromOneParse(_ number: Published) throws {
        let validator = try PhoneValidator(region: "US")
        #expect(validator.validateWithDetails(number.text) == (.valid, number.details))
        #expect(validator.details(for: number.text) == number.details)
    }

    @Test(arguments: PhoneValidatorTests.verdicts)
    func oneParseAnswersAsValidateAndDetailsDo(_ verdict: VerdictCase) throws {
        let validator = try PhoneValidator(region: verdict.region)
        let (validity, details) = validator.validateWithDetails(verdict.text)
        #expect(validity == validator.validate(verdict.text))
        #expect(details == validator.details(for: verdict.text))
    }

    @Test(arguments: ["GB", "US", "DE", "JP", "BR", "IN"])
    func aNumberOfAnotherTypeIsRefusedWithItsDetails(region: String) throws {
        let mobileOnly = try PhoneValidator(region: region, allowedTypes: [.mobile])
        for type in PhoneNumberType.allCases {
            guard let e164 = PhoneValidator.exampleNumber(of: type, in: region) else { continue }
            let (validity, details) = mobileOnly.validateWithDetails(e164)
            #expect(validity == mobileOnly.validate(e164), "\(region) \(type) \(e164)")
            #expect(details == mobileOnly.details(for: e164), "\(region) \(type) \(e164)")
            #expect(details["e164"] == .string(e164), "\(region) \(type) \(e164)")
        }
    }

    @Test func aReadingHoldsOnlyThePartsAskedFor() {
        let number = "+1 650 253 0000"
        #expect(
            PhoneNumberReader.read(number, region: "US", finding: []) == .init(verdict: .valid))
        #expect(
            PhoneNumberReader.read(number, region: "US", finding: .type)
                == .init(verdict: .valid, type: .fixedLineOrMobile))
        #expect(
            PhoneNumberReader.read(number, region: "US", finding: .details)
                == .init(
                    verdict: .valid, type: .fixedLineOrMobile, region: "US", e164: "+16502530000",
                    international: "+1 650-253-0000", national: "(650) 253-0000"))
    }

    @Test func aNumberThatIsNotValidHasNoParts() {
        // Full length and not valid: no digit can follow, which only .canTakeMoreDigits works out;
        // "+1 150 253 0000 1" reads as +1 502-530-0001 (see PhoneValidatorTests).
        #expect(
            PhoneNumberReader.read("+1 650 053 0000", region: "US", finding: .details)
                == .init(verdict: .notValid(canTakeMoreDigits: false)))
        #expect(
            PhoneNumberReader.read("+1 650 053 0000", region: "US", finding: [.details, .canTakeMoreDigits])
                == .init(verdict: .notValid(canTakeMoreDigits: false)))
        #expect(
            PhoneNumberReader.read("+1 150 253 0000", region: "US", finding: [.details, .canTakeMoreDigits])
                == .init(verdict: .notValid(canTakeMoreDigits: true)))
        #expect(PhoneNumberReader.read("", region: "US", finding: .details) == .init(verdict: .notANumber))
        #expect(PhoneNumberReader.read("+999 1234", region: "US", finding: .details) == .init(verdict: .invalidCountryCode))
        let overLong = String(repeating: "6", count: 251)
        #expect(PhoneNumberReader.read(overLong, region: "US", finding: .details) == .init(verdict: .tooLong))
    }

    /// Every example number of every region is valid and has every part of its details.
    @Test(arguments: PhoneValidator.supportedRegions)
    func everyExampleNumberHasEveryPart(region: String) {
        for type in PhoneNumberType.allCases {
            guard let e164 = PhoneValidator.exampleNumber(of: type, in: region) else { continue }
            let reading = PhoneNumberReader.read(e164, region: region, finding: .details)
            #expect(reading.verdict == .valid, "\(region) \(type) \(e164)")
            #expect(reading.e164 == e164, "\(region) \(type) \(e164)")
            #expect(reading.type != nil && reading.region != nil, "\(region) \(type) \(e164)")
            #expect(reading.international != nil && reading.national != nil, "\(region) \(type) \(e164)")
        }
    }
}
