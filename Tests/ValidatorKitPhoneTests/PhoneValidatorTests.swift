import ValidatorKitPhone
import Testing
import ValidatorKit

/// A text, the region it is read with, and the verdict expected: `"valid"`, `"incomplete"` or a
/// failure code.
struct VerdictCase: Sendable, CustomTestStringConvertible {
    let region: String
    let text: String
    let verdict: String

    init(_ region: String, _ text: String, _ verdict: String) {
        self.region = region
        self.text = text
        self.verdict = verdict
    }

    var testDescription: String { "'\(text)' in \(region) is \(verdict)" }
}

@Suite struct PhoneValidatorTests {
    static let verdicts: [VerdictCase] = [
        // The numbers of the issue: Google's Mountain View office and London office.
        VerdictCase("US", "+1 650-253-0000", "valid"),
        VerdictCase("US", "+1 650", "incomplete"),
        VerdictCase("US", "+1 650 253 00000", "phone.too_long"),
        VerdictCase("GB", "020 7031 3000", "valid"),
        // Other writings of valid numbers.
        VerdictCase("US", "6502530000", "valid"),
        VerdictCase("US", "(650) 253-0000", "valid"),
        VerdictCase("US", "1 650 253 0000", "valid"),
        VerdictCase("US", "011 44 20 7031 3000", "valid"),
        VerdictCase("US", "+44 20 7031 3000", "valid"),
        VerdictCase("US", "+1 650.253.0000", "valid"),
        VerdictCase("US", "+1 [650] 253/0000", "valid"),
        VerdictCase("GB", "+44 (0) 20 7031 3000", "valid"),
        VerdictCase("DE", "030 123456", "valid"),
        // Full-width, Arabic-Indic and Devanagari digits, the full-width plus and dashes.
        VerdictCase("US", "＋１ ６５０ ２５３ ００００", "valid"),
        VerdictCase("US", "＋1 650-253-0000", "valid"),
        VerdictCase("US", "+1 650－253－0000", "valid"),
        VerdictCase("US", "+١ ٦٥٠ ٢٥٣ ٠٠٠٠", "valid"),
        VerdictCase("US", "+१ ६५० २५३ ००००", "valid"),
        VerdictCase("US", "＋１ ６５０", "incomplete"),
        // Still being typed.
        VerdictCase("US", "", "incomplete"),
        VerdictCase("US", " ", "incomplete"),
        VerdictCase("US", "+", "incomplete"),
        VerdictCase("US", "＋", "incomplete"),
        VerdictCase("US", "+1", "incomplete"),
        VerdictCase("US", "6", "incomplete"),
        VerdictCase("US", "(650", "incomplete"),
        VerdictCase("US", "650 253", "incomplete"),
        VerdictCase("US", "650 2530", "incomplete"),
        VerdictCase("GB", "020 7031 300", "incomplete"),
        VerdictCase("FR", "01 23 45 67 8", "incomplete"),
        // Unknown country calling codes.
        VerdictCase("US", "+999 1234 5678", "phone.country"),
        VerdictCase("US", "+281 234 5678", "phone.country"),
        // Too long, or full length and not valid.
        VerdictCase("GB", "020 7031 3000 0", "phone.too_long"),
        VerdictCase("US", String(repeating: "5", count: 30), "phone.too_long"),
        VerdictCase("US", "+1 650 053 0000", "phone.invalid"),
        // Not valid, but libphonenumber reads one more digit as a national prefix 1 followed by
        // ten digits: "+1 150 253 0000 1" is +1 502-530-0001.
        VerdictCase("US", "+1 150 253 0000", "incomplete"),
        VerdictCase("US", "(650) 053-0000", "phone.invalid"),
        // Not a number at all: letters (which libphonenumber would read as keypad digits),
        // symbols, a tilde (which it reads as "wait for a tone"), a misplaced plus sign.
        VerdictCase("US", "abc", "phone.character"),
        VerdictCase("US", "650-253-ABCD", "phone.character"),
        VerdictCase("US", "6502530000abc", "phone.character"),
        VerdictCase("US", "1-800-FLOWERS", "phone.character"),
        VerdictCase("US", "Tel: 650 253 0000", "phone.character"),
        VerdictCase("US", "+1 650 253 0000 ext. 12", "phone.character"),
        VerdictCase("US", "650~253~0000", "phone.character"),
        VerdictCase("US", "650*253", "phone.character"),
        VerdictCase("US", "650\t253 0000", "phone.character"),
        VerdictCase("US", "6\u{301}50 253 0000", "phone.character"),
        VerdictCase("US", "650 👍", "phone.character"),
        VerdictCase("US", "++1 650 253 0000", "phone.character"),
        VerdictCase("US", "650+253", "phone.character"),
    ]

    @Test(arguments: verdicts)
    func libphonenumberAnswersGiveTheVerdict(_ verdict: VerdictCase) throws {
        let validity = try PhoneValidator(region: verdict.region).validate(verdict.text)
        #expect((validity.failure?.code.rawValue ?? validity.name) == verdict.verdict, "got \(validity)")
    }

    @Test func theNumberOfTheIssueHasItsDetails() throws {
        let validator = try PhoneValidator(region: "US")
        #expect(
            validator.details(for: "+1 650-253-0000") == [
                "e164": .string("+16502530000"),
                "region": .string("US"),
                "type": .string("fixed-line-or-mobile"),
                "international": .string("+1 650-253-0000"),
                "national": .string("(650) 253-0000"),
            ])
    }

    /// Benin's numbers have ten digits, starting 01, since 2024; on the metadata of Debian's
    /// libphonenumber 8.12.57 every one was "too long".
    @Test func aCurrentBeninNumberIsValidOnTodaysMetadata() throws {
        let validator = try PhoneValidator(region: "US")
        #expect(validator.validate("+229 01 95 12 34 56") == .valid)
        #expect(
            validator.details(for: "+229 01 95 12 34 56") == [
                "e164": .string("+2290195123456"),
                "region": .string("BJ"),
                "type": .string("mobile"),
                "international": .string("+229 01 95 12 34 56"),
                "national": .string("01 95 12 34 56"),
            ])
        #expect(try PhoneValidator(region: "BJ").validate("01 95 12 34 56") == .valid)
        #expect(PhoneValidator.metadataVersion.split(separator: ".").first.flatMap { Int($0) } ?? 0 >= 9)
    }

    @Test func detailsNameTheRegionAndTypeOfTheNumberNotOfTheValidator() throws {
        let validator = try PhoneValidator(region: "US")
        #expect(
            validator.details(for: "+44 7400 123456") == [
                "e164": .string("+447400123456"),
                "region": .string("GB"),
                "type": .string("mobile"),
                "international": .string("+44 7400 123456"),
                "national": .string("07400 123456"),
            ])
    }

    @Test(arguments: ["+1 650", "+1 650 253 00000", "650-253-ABCD", "6502530000abc", "", "👍"])
    func onlyValidNumbersHaveDetails(text: String) throws {
        #expect(try PhoneValidator(region: "US").details(for: text) == [:])
    }

    @Test func failureMessagesSayWhatIsWrong() throws {
        let us = try PhoneValidator(region: "US")
        #expect(
            us.validate("650-253-ABCD").failure
                == ValidationFailure(
                    code: .phoneCharacter, message: "Character 9 cannot be part of a phone number", position: 8))
        #expect(
            us.validate("650 👍").failure
                == ValidationFailure(
                    code: .phoneCharacter, message: "Character 5 cannot be part of a phone number", position: 4))
        #expect(
            us.validate("650+253").failure
                == ValidationFailure(
                    code: .phoneCharacter,
                    message: "Character 4 is a plus sign, which can only start a phone number", position: 3))
        #expect(
            us.validate("+999 1234 5678").failure
                == ValidationFailure(code: .phoneCountry, message: "Unknown country calling code"))
        #expect(
            us.validate("+1 650 253 00000").failure
                == ValidationFailure(code: .phoneTooLong, message: "Too long for a phone number"))
        #expect(
            us.validate("+1 650 053 0000").failure
                == ValidationFailure(code: .phoneInvalid, message: "Not a valid phone number"))
    }

    @Test func aValidNumberOfAnotherTypeIsRefused() throws {
        let mobileOnly = try PhoneValidator(region: "GB", allowedTypes: [.mobile])
        #expect(mobileOnly.validate("07400 123456") == .valid)
        #expect(
            mobileOnly.validate("020 7031 3000").failure
                == ValidationFailure(
                    code: .phoneType, message: "Numbers of type fixed-line are not accepted here; expected mobile"))
        let landlineOrTollFree = try PhoneValidator(region: "GB", allowedTypes: [.tollFree, .fixedLine])
        #expect(landlineOrTollFree.validate("020 7031 3000") == .valid)
        #expect(
            landlineOrTollFree.validate("07400 123456").failure
                == ValidationFailure(
                    code: .phoneType,
                    message: "Numbers of type mobile are not accepted here; expected fixed-line, toll-free"))
        // Incomplete and invalid texts are judged as without a type filter.
        #expect(mobileOnly.validate("07400 1234") == .incomplete)
        #expect(mobileOnly.validate("07400 123456 7").failure?.code == .phoneTooLong)
    }

    @Test func fixedLineOrMobileStandsForEitherOfTheTwo() throws {
        // US numbers cannot be told apart: libphonenumber types them fixed-line-or-mobile.
        #expect(try PhoneValidator(region: "US", allowedTypes: [.mobile]).validate("650 253 0000") == .valid)
        #expect(try PhoneValidator(region: "US", allowedTypes: [.fixedLine]).validate("650 253 0000") == .valid)
        #expect(try PhoneValidator(region: "GB", allowedTypes: [.fixedLineOrMobile]).validate("07400 123456") == .valid)
        let tollFree = try #require(PhoneValidator.exampleNumber(of: .tollFree, in: "US"))
        #expect(
            try PhoneValidator(region: "US", allowedTypes: [.fixedLineOrMobile]).validate(tollFree).failure?.code
                == .phoneType)
    }

    @Test func anUnsupportedRegionIsItsOwnErrorNamingTheRegion() throws {
        let error = try #require(throws: PhoneValidatorError.self) { try PhoneValidator(region: "XX") }
        #expect(error.code == .unsupportedRegion)
        #expect(error.region == "XX")
        #expect("\(error)" == "Region 'XX' is not supported; expected an ISO 3166 alpha-2 code such as US or GB")
    }

    @Test(arguments: ["001", "", "USA", "U", "ZZ"])
    func regionsThatAreNotSupportedRegionsAreRefused(region: String) {
        #expect(throws: PhoneValidatorError.unsupportedRegion(region)) { try PhoneValidator(region: region) }
    }

    @Test func aRegionIsReadInAnyCase() throws {
        let validator = try PhoneValidator(region: "gb")
        #expect(validator.region == "GB")
        #expect(validator.validate("020 7031 3000") == .valid)
    }

    @Test func anEmptySetOfTypesIsRefused() throws {
        let error = try #require(throws: PhoneValidatorError.self) { try PhoneValidator(allowedTypes: []) }
        #expect(error.code == .noAllowedTypes)
        #expect(error.region == nil)
        #expect("\(error)" == "No number type is accepted; expected at least one")
    }

    @Test func aMegabyteOfInputIsAnswered() throws {
        let validator = try PhoneValidator(region: "US")
        let digits = String(repeating: "6502530000", count: 100_000)
        #expect(validator.validate(digits).failure?.code == .phoneTooLong)
        #expect(validator.validate("+" + digits).failure?.code == .phoneTooLong)
        #expect(validator.details(for: digits) == [:])
        #expect(validator.formatted(digits) == digits)
        let spaced = String(repeating: "650 253 0000 ", count: 80_000)
        #expect(validator.validate(spaced).failure?.code == .phoneTooLong)
        let letters = String(repeating: "a", count: 1_000_000)
        #expect(validator.validate(letters).failure?.position == 0)
        let lateLetter = digits + "a"
        #expect(validator.validate(lateLetter).failure?.position == 1_000_000)
    }

    /// The first problem's position counts characters, whether the text is ASCII (read byte by
    /// byte) or not (read character by character, from the start again when a combining mark
    /// joins an ASCII character).
    @Test(arguments: [
        ("650 253 0000 x", "phone.character", 13),
        ("650\r\n253", "phone.character", 3),
        ("650 253 +", "phone.character", 8),
        ("+1 650 ＋", "phone.character", 7),
        ("６５０ 253 x", "phone.character", 8),
        ("650 253 ０000 x", "phone.character", 13),
        ("650 6\u{301}", "phone.character", 4),
        ("650 253 👍 x", "phone.character", 8),
    ])
    func theFirstProblemIsAtItsCharacterPosition(text: String, code: String, position: Int) throws {
        let failure = try #require(try PhoneValidator(region: "US").validate(text).failure)
        #expect(failure.code.rawValue == code)
        #expect(failure.position == position)
    }

    @Test func validatorsAnswerTheSameFromManyTasksAtOnce() async throws {
        let validator = try PhoneValidator(region: "US")
        let texts = Self.verdicts.filter { $0.region == "US" }.map(\.text) + ["6502530000", "+44 20 7031 3000"]
        let expected = texts.map { validator.validate($0) }
        let formatted = texts.map { validator.formatted($0) }
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    (0..<20).allSatisfy { _ in
                        texts.map { validator.validate($0) } == expected
                            && texts.map { validator.formatted($0) } == formatted
                    }
                }
            }
            for await agreed in group {
                #expect(agreed)
            }
        }
    }
}
