import Testing
import ValidatorKit

@_spi(Benchmarks) @testable import ValidatorKitPhone

/// A national text with fewer digits than any number of its region is judged without a parse,
/// and whether a number can take more digits is told from the count of its digits where that
/// tells it, without a parse of each longer text (`Sources/CPhoneNumber/TextDigits.cpp`); the
/// verdict must be the one libphonenumber's parses give, which
/// `PhoneNumberLibrary.Parts.withoutShortcuts` asks for.
@Suite struct TextDigitsTests {
    /// Digits after the first one or two, long enough to pass every region's shortest number.
    static let tail = "2345678901234"

    /// The national and international forms of every region's example numbers, as libphonenumber
    /// writes them (with spaces, dashes and brackets), by country calling code (`"1"`, `"44"`).
    static let exampleForms: [String: [String]] = {
        var forms: [String: [String]] = [:]
        for region in PhoneValidator.supportedRegions {
            guard let validator = try? PhoneValidator(region: region) else { continue }
            for type in PhoneNumberType.allCases {
                guard let e164 = PhoneValidator.exampleNumber(of: type, in: region) else { continue }
                let details = validator.details(for: e164)
                guard case .string(let international)? = details["international"],
                    case .string(let national)? = details["national"]
                else { continue }
                let countryCode = String(international.dropFirst().prefix { $0 != " " })
                forms[countryCode, default: []] += [national, international]
            }
        }
        return forms
    }()

    /// Every prefix of: the digits a field holds after each lead of one digit, or of two
    /// digits where international prefixes start (0, 1, 8 and 9: `00`, `011`, `810`, `119`,
    /// `99`), followed by ``tail``, alone, after the region's country code with `+`, and after
    /// the international prefixes `00`, `011` and `810` with a country code (44 or 1); a few
    /// numbers after an international prefix; and the forms of the example numbers of every
    /// region sharing the region's country calling code (a number of one is read with the
    /// region of another).
    static func texts(for region: String) -> Set<String> {
        var numbers = (0...9).map { "\($0)" + tail }
        for first in [0, 1, 8, 9] {
            numbers += (0...9).map { "\(first)\($0)" + tail }
        }
        numbers += ["011 44 20 7031 3000", "00 44 20 7031 3000", "810 44 20 7031 3000", "8 10 1 650 253 0000"]
        if let e164 = PhoneValidator.exampleNumber(of: .fixedLine, in: region)
            ?? PhoneValidator.exampleNumber(of: .mobile, in: region),
            let international = try? PhoneValidator(region: region).details(for: e164)["international"],
            case .string(let written) = international
        {
            let countryCode = String(written.dropFirst().prefix { $0 != " " })
            numbers += exampleForms[countryCode, default: []]
            numbers += numbers.prefix(50).map { "+\(countryCode) \($0)" }
        }
        for internationalPrefix in ["00", "011", "810"] {
            for countryCode in ["44", "1"] {
                numbers += (0...9).map { "\(internationalPrefix) \(countryCode) \($0)" + tail }
            }
        }
        var texts: Set<String> = []
        for number in numbers {
            for length in 0...number.count {
                texts.insert(String(number.prefix(length)))
            }
        }
        return texts
    }

    @Test(arguments: PhoneValidator.supportedRegions)
    func everyPrefixIsJudgedAsAParseJudgesIt(region: String) throws {
        let validator = try PhoneValidator(region: region)
        var disagreements: [String] = []
        for text in Self.texts(for: region).sorted() {
            let judged = validator.validate(text)
            let parsed = validator.judgement(of: text, finding: .withoutShortcuts).validity
            if judged != parsed {
                disagreements.append("'\(text)': \(judged), parsed \(parsed)")
            }
        }
        #expect(disagreements.isEmpty, "\(region): \(disagreements.count) texts, such as \(disagreements.prefix(5))")
    }

    @Test func theLengthOfATextTellsWhatAParseWouldSay() {
        // Six digits are a UK number dialled without its area code: libphonenumber's parse
        // calls it possible locally only, and one more digit keeps it from being too long.
        #expect(PhoneNumberLibrary.read("703 130", region: "GB", finding: []).verdict == .tooShort)
        #expect(
            PhoneNumberLibrary.read("703 130", region: "GB", finding: [.withoutShortcuts, .canTakeMoreDigits]).verdict
                == .notValid(canTakeMoreDigits: true))
        // Seven digits in the US: as many as Canada's shortest numbers, so parsed, and fewer
        // than ten, so a digit more is not too long.
        #expect(
            PhoneNumberLibrary.read("650 2530", region: "US", finding: [.canTakeMoreDigits]).verdict
                == .notValid(canTakeMoreDigits: true))
        #expect(
            PhoneNumberLibrary.read("650 2530", region: "US", finding: [.withoutShortcuts, .canTakeMoreDigits]).verdict
                == .notValid(canTakeMoreDigits: true))
    }

    @Test(arguments: [
        // The US international prefix, then a country code too short to be read.
        ("US", "011 4"),
        // An unknown country calling code after the international prefix.
        ("US", "011 999 1234"),
        // Russia's international prefix 810, and its national prefix 8.
        ("RU", "810 44 20"),
        ("RU", "8 912 345"),
        // American Samoa writes seven-digit local numbers that its national prefix rule
        // lengthens to ten digits with the area code 684.
        ("AS", "733 1234"),
        // Canada has valid seven-digit numbers, which a parse with region US finds.
        ("US", "310-1234"),
        // More characters than libphonenumber reads, with few digits.
        ("US", String(repeating: " ", count: 300) + "650"),
    ])
    func textsThatAParseReadsOtherwiseAreParsed(region: String, text: String) throws {
        let validator = try PhoneValidator(region: region)
        #expect(validator.validate(text) == validator.judgement(of: text, finding: .withoutShortcuts).validity)
    }
}
