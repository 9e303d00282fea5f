import Testing
import ValidatorKit
import ValidatorKitOTP

@Suite struct OneTimePasswordErrorTests {
    private let seed = Array(PublishedVectors.sha1Seed.utf8)

    @Test(arguments: [0, 5, 9, -6])
    func aFormatOfAnotherDigitCountIsAnErrorNamingIt(digits: Int) throws {
        let error = try #require(throws: OneTimePasswordParameterError.self) { try OneTimePasswordFormat(digits: digits) }
        #expect(error.code == .unsupportedDigitCount)
        #expect("\(error)" == "Digit count '\(digits)' is not supported; expected 6, 7 or 8")
        #expect(throws: OneTimePasswordParameterError.unsupportedDigitCount(digits)) {
            try OneTimePasswordValidator(digits: digits)
        }
        #expect(throws: OneTimePasswordParameterError.unsupportedDigitCount(digits)) {
            try OneTimePasswordGenerator(secret: try OneTimePasswordSecret(bytes: seed), digits: digits)
        }
    }

    @Test func anEmptySecretIsAnError() throws {
        let error = try #require(throws: OneTimePasswordParameterError.self) { try OneTimePasswordSecret(bytes: []) }
        #expect(error.code == .emptySecret)
        #expect("\(error)" == "The secret is empty; expected at least 1 byte")
    }

    @Test(arguments: [0, -30])
    func aTimeStepShorterThanASecondIsAnError(period: Int) throws {
        let generator = try OneTimePasswordGenerator(secret: try OneTimePasswordSecret(bytes: seed))
        let error = try #require(throws: OneTimePasswordParameterError.self) {
            try OneTimePasswordVerifier(generator: generator, period: period)
        }
        #expect(error.code == .periodTooShort)
        #expect("\(error)" == "Period '\(period)' is too short; expected a time step of at least 1 second")
    }

    @Test(arguments: [-1, 11])
    func aWindowOutOfRangeIsAnError(window: Int) throws {
        let generator = try OneTimePasswordGenerator(secret: try OneTimePasswordSecret(bytes: seed))
        let error = try #require(throws: OneTimePasswordParameterError.self) {
            try OneTimePasswordVerifier(generator: generator, counter: 0, window: window)
        }
        #expect(error.code == .windowOutOfRange)
        #expect("\(error)" == "Window '\(window)' is out of range; expected 0 to 10")
        #expect(throws: OneTimePasswordParameterError.windowOutOfRange(window)) {
            try OneTimePasswordVerifier(generator: generator, window: window)
        }
    }

    @Test func aBase32ErrorHasTheCodeOfItsKind() throws {
        #expect(try #require(throws: Base32DecodingError.self) { try OneTimePasswordSecret(base32: "") }.code == .empty)
        #expect(try #require(throws: Base32DecodingError.self) { try OneTimePasswordSecret(base32: "   =") }.code == .empty)
        let bad = try #require(throws: Base32DecodingError.self) { try OneTimePasswordSecret(base32: "GE1D") }
        #expect(bad.code == .invalidCharacter)
        #expect("\(bad)" == "Character 3 is not a base32 digit (A to Z or 2 to 7)")
        #expect(try #require(throws: Base32DecodingError.self) { try OneTimePasswordSecret(base32: "G") }.code == .impossibleLength)
        #expect(try #require(throws: Base32DecodingError.self) { try OneTimePasswordSecret(base32: "GE==GE") }.code == .characterAfterPadding)
    }

    @Test func aURIErrorHasTheCodeOfItsKind() throws {
        let cases: [(String, OneTimePasswordURIError.Code)] = [
            ("https://example.com", .notOneTimePasswordURI),
            ("otpauth://motp/a?secret=GEZDGNBV", .unknownType),
            ("otpauth://totp/a", .missingParameter),
            ("otpauth://totp/a?secret=GEZDGNBV&secret=GEZDGNBV", .repeatedParameter),
            ("otpauth://totp/a?secret=GEZDGNBV&digits=5", .invalidParameter),
            ("otpauth://totp/a?secret=GE1D", .invalidSecret),
            ("otpauth://totp/a%ZZ?secret=GEZDGNBV", .malformedPercentEscape),
        ]
        for (text, code) in cases {
            let error = try #require(throws: OneTimePasswordURIError.self) { try OneTimePasswordURI(text) }
            #expect(error.code == code, "\(text)")
        }
    }
}
