import Testing
@testable import ValidatorKitPhone

/// The engine on numbers whose answers libphonenumber's documentation and today's numbering
/// plans give, and on its metadata as a whole.
struct PhoneEngineTests {
    let metadata = PhoneMetadata.shared
    let parser = PhoneNumberParser()

    @Test func theMetadataIsACurrentRelease() {
        #expect(PhoneValidator.metadataVersion.split(separator: ".").compactMap { Int($0) }.lexicographicallyPrecedes([9, 0, 43]) == false)
        #expect(metadata.supportedRegions.count > 240)
        #expect(metadata.supportedRegions.first == "AC")
        #expect(metadata.mainRegion(of: 1) == "US")
        #expect(metadata.mainRegion(of: 800) == "001")
    }

    @Test func everyPatternCompilesBothWays() throws {
        var patterns: [PhonePattern] = []
        let territories = try (0..<metadata.territoryCount).map { slot throws(PhoneMetadataError) in try metadata.readTerritory(at: slot) }
        for territory in territories {
            patterns += [territory.internationalPrefix, territory.nationalPrefixForParsing, territory.leadingDigits]
                .compactMap { $0 }
            let descriptions = [territory.generalDescription, territory.fixedLineDescription, territory.mobileDescription]
                .compactMap { $0 } + territory.otherDescriptions.map(\.description)
            patterns += descriptions.compactMap { $0.pattern }
            for format in territory.nationalFormats + territory.internationalFormats {
                patterns += [format.pattern] + format.leadingDigits
            }
        }
        #expect(patterns.count > 3_500)
        let refused = patterns.filter { $0.compiled(.whole) == nil || $0.compiled(.prefix) == nil }.map(\.source)
        #expect(refused.isEmpty)
    }

    /// Benin's numbers have ten digits since 2024, starting 01.
    @Test func aCurrentBeninMobileNumberIsValid() throws {
        let number = try parser.parse("+229 01 95 12 34 56", region: "US").get()
        #expect(number == PhoneNumber(countryCode: 229, nationalNumber: "0195123456"))
        #expect(metadata.type(of: number) == .mobile)
        #expect(metadata.region(of: number) == "BJ")
        #expect(metadata.format(number, as: .e164) == "+2290195123456")
        #expect(metadata.format(number, as: .international) == "+229 01 95 12 34 56")
    }

    /// libphonenumber's own example: Google's Mountain View number.
    @Test func aUSNumberIsReadNationallyAndInternationally() throws {
        for text in ["650-253-0000", "(650) 253 0000", "1 650 253 0000", "+1 650 253 0000", "011 1 650 253 0000"] {
            let number = try parser.parse(text, region: "US").get()
            #expect(number == PhoneNumber(countryCode: 1, nationalNumber: "6502530000"), "\(text)")
        }
        let number = PhoneNumber(countryCode: 1, nationalNumber: "6502530000")
        #expect(metadata.type(of: number) == .fixedLineOrMobile)
        #expect(metadata.format(number, as: .international) == "+1 650-253-0000")
        #expect(metadata.format(number, as: .national) == "(650) 253-0000")
        #expect(metadata.format(number, as: .rfc3966) == "tel:+1-650-253-0000")
    }

    /// The UK's national prefix 0 is taken off and written back in the national form.
    @Test func theNationalPrefixIsStrippedAndFormattedBack() throws {
        let number = try parser.parse("020 7031 3000", region: "GB").get()
        #expect(number == PhoneNumber(countryCode: 44, nationalNumber: "2070313000"))
        #expect(metadata.format(number, as: .national) == "020 7031 3000")
        #expect(metadata.format(number, as: .international) == "+44 20 7031 3000")
    }

    @Test func textsThatAreNoNumber() {
        #expect(parser.parse("+", region: "US") == .failure(.notANumber))
        #expect(parser.parse("1", region: "US") == .failure(.notANumber))
        #expect(parser.parse("+999 123 456", region: "US") == .failure(.invalidCountryCode))
        #expect(parser.parse(String(repeating: "1", count: 251), region: "US") == .failure(.tooLong))
        #expect(parser.parse(String(repeating: "1", count: 30), region: "US") == .failure(.tooLong))
    }
}
