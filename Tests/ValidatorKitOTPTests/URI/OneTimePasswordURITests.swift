import ValidatorKitOTP
import Testing

@Suite struct OneTimePasswordURITests {
    private let secret = PublishedVectors.sha1Base32Seed

    @Test func aFullTotpURIIsRead() throws {
        let uri = try OneTimePasswordURI(
            "otpauth://totp/ACME%20Co:alice%40example.com?secret=\(secret)&issuer=ACME%20Co&algorithm=SHA256&digits=8&period=60")
        #expect(uri.kind == .timeBased(period: 60))
        #expect(uri.label == "ACME Co:alice@example.com")
        #expect(uri.algorithm == .sha256)
        #expect(uri.digits == 8)
        #expect(uri.secret.byteCount == 20)
    }

    @Test func absentParametersTakeTheirDefaults() throws {
        let uri = try OneTimePasswordURI("otpauth://totp/alice?secret=\(secret)")
        #expect(uri.kind == .timeBased(period: 30))
        #expect(uri.algorithm == .sha1)
        #expect(uri.digits == 6)
    }

    @Test func anHotpURICarriesItsCounter() throws {
        let uri = try OneTimePasswordURI("otpauth://hotp/alice?secret=\(secret)&counter=18446744073709551615")
        #expect(uri.kind == .counterBased(counter: .max))
    }

    @Test func caseDoesNotMatterInSchemeTypeNamesAndAlgorithm() throws {
        let uri = try OneTimePasswordURI("OTPAUTH://TOTP?SECRET=\(secret.lowercased())&Algorithm=sha512")
        #expect(uri.algorithm == .sha512)
        #expect(uri.label == "")
    }

    @Test(arguments: [
        ("https://example.com/?secret=S", OneTimePasswordURIError.notOneTimePasswordURI,
            "The URI does not start with otpauth://"),
        ("otpauth://", .notOneTimePasswordURI, "The URI does not start with otpauth://"),
        ("otpauth://motp/alice?secret=S", .unknownType, "The URI has a type other than totp and hotp"),
        ("otpauth://totp/alice?issuer=ACME", .missingParameter("secret"), "The URI has no 'secret' parameter"),
        ("otpauth://totp/alice", .missingParameter("secret"), "The URI has no 'secret' parameter"),
        ("otpauth://totp/alice?secret=S&secret=S", .repeatedParameter("secret"),
            "The URI has the 'secret' parameter more than once"),
        ("otpauth://totp/al%ZZice?secret=S", .malformedPercentEscape, "The URI holds a malformed percent escape"),
        ("otpauth://totp/alice?secret=S%FF", .malformedPercentEscape, "The URI holds a malformed percent escape"),
        ("otpauth://totp/alice?secret=S%4", .malformedPercentEscape, "The URI holds a malformed percent escape"),
        ("otpauth://totp/alice?secret=S&digits=9", .invalidParameter("digits", expected: "6, 7 or 8"),
            "The URI has a value for 'digits' that is not 6, 7 or 8"),
        ("otpauth://totp/alice?secret=S&algorithm=MD5", .invalidParameter("algorithm", expected: "SHA1, SHA256 or SHA512"),
            "The URI has a value for 'algorithm' that is not SHA1, SHA256 or SHA512"),
        ("otpauth://totp/alice?secret=S&period=0",
            .invalidParameter("period", expected: "a whole number of seconds of at least 1"),
            "The URI has a value for 'period' that is not a whole number of seconds of at least 1"),
        ("otpauth://hotp/alice?secret=S", .missingParameter("counter"), "The URI has no 'counter' parameter"),
        ("otpauth://hotp/alice?secret=S&counter=-1", .invalidParameter("counter", expected: "a whole number of at least 0"),
            "The URI has a value for 'counter' that is not a whole number of at least 0"),
        ("otpauth://totp/alice?secret=GEZD!NBV", .invalidSecret(.invalidCharacter(position: 4)),
            "The URI has a value for 'secret' that is not base32: character 5 is not a base32 digit (A to Z or 2 to 7)"),
    ])
    func aMalformedURIIsATypedErrorThatEchoesNothing(template: String, error: OneTimePasswordURIError, message: String) {
        let text = template.replacing("secret=S", with: "secret=\(secret)")
        #expect(throws: error) { try OneTimePasswordURI(text) }
        #expect(error.description == message)
        #expect(!error.description.contains("GEZD") && !error.description.contains("alice"))
    }

    @Test func aSecretSpilledIntoAnotherParameterIsNotEchoed() {
        #expect(throws: OneTimePasswordURIError.invalidParameter("algorithm", expected: "SHA1, SHA256 or SHA512")) {
            try OneTimePasswordURI("otpauth://totp/alice?algorithm=SHA1secret=\(secret)&secret=\(secret)")
        }
    }

    @Test func theDescriptionIsRedacted() throws {
        let uri = try OneTimePasswordURI("otpauth://hotp/alice?secret=\(secret)&counter=3&digits=7")
        var dumped = ""
        dump(uri, to: &dumped)
        #expect(String(describing: uri) == "OneTimePasswordURI(HOTP, algorithm: SHA1, digits: 7, secret: redacted)")
        #expect(!dumped.contains("GEZD") && !dumped.contains("1234567890"))
    }
}
