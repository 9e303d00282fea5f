import ValidatorKitOTP
import Testing
import ValidatorKit
import ValidatorKitTesting

@Suite struct OneTimePasswordPluginTests {
    private let secret = PublishedVectors.sha1Base32Seed
    private let mismatch = Validity.invalid(ValidationFailure(code: .otpMismatch, message: "The code is incorrect"))
    private let replayed = Validity.invalid(ValidationFailure(
        code: .otpReplayed, message: "This code has already been used"))

    private func make(_ options: [String: JSONValue]) throws -> any Validator {
        let registry = ValidatorRegistry()
        try registry.register(OneTimePasswordPlugin())
        return try registry.makeValidator("otp", options: options)
    }

    /// The verifier at submission of the validator `options` make.
    private func verifier(_ options: [String: JSONValue]) throws -> any SubmissionVerifier {
        try #require(try make(options).submissionVerifier)
    }

    /// What `make` throws for `options`, as its message.
    private func refusal(_ options: [String: JSONValue]) -> String? {
        do {
            _ = try make(options)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func theIssuesAcceptanceExample() throws {
        let options: [String: JSONValue] = [
            "secret": .string(secret), "digits": .integer(8), "time": .integer(59), "window": .integer(0),
        ]
        #expect(try verifier(options).verify("94287082") == .valid)
        #expect(try verifier(options).verify("94287083") == mismatch)
    }

    @Test func validatingJudgesTheFormatAndConsumesNothing() throws {
        let validator = try make([
            "secret": .string(secret), "digits": .integer(8), "time": .integer(59), "window": .integer(0),
        ])
        #expect(validator.validate("94287083") == .valid)
        #expect(validator.validate("94287082") == .valid)
        #expect(validator.validate("94287082") == .valid)
        #expect(validator.validate("9428708") == .incomplete)
        #expect(validator.submissionVerifier?.verify("94287082") == .valid)
    }

    @Test func optionsTypedOnACommandLineArriveAsText() throws {
        let verifier = try verifier([
            "secret": .string(secret), "digits": .string("8"), "time": .string("59"), "window": .string("0"),
            "algorithm": .string("SHA1"),
        ])
        #expect(verifier.verify("94287082") == .valid)
    }

    /// RFC 6238 Appendix B through the plugin: base32 seeds, the algorithm option, window 0.
    @Test(arguments: try PublishedVectors.timeVectors())
    func totpVerifiesRFC6238AppendixB(_ vector: PublishedVectors.TimeVector) throws {
        let validator = try make([
            "secret": .string(vector.base32Seed), "algorithm": .string(vector.algorithm.rawValue),
            "digits": .integer(8), "time": .integer(vector.time), "window": .integer(0),
        ])
        #expect(validator.detailsProvider?.details(for: vector.code) == ["stepOffset": .integer(0)])
        #expect(validator.submissionVerifier?.verify(vector.code) == .valid)
    }

    /// RFC 4226 Appendix D through the plugin: each counter's value, window 0.
    @Test(arguments: try PublishedVectors.counterVectors())
    func hotpVerifiesRFC4226AppendixD(_ vector: PublishedVectors.CounterVector) throws {
        let verifier = try verifier(["secret": .string(secret), "counter": .integer(Int(vector.counter)), "window": .integer(0)])
        #expect(verifier.verify(vector.code) == .valid)
    }

    @Test func submittingCodesInOrderRefusesARepeatedCodeAsReplayed() throws {
        let verifier = try verifier(["secret": .string(secret), "digits": .integer(8), "time": .integer(59)])
        let lines = ["9428708", "94287083", "94287082", "9428 7082", "07081804", "94287082"]
        #expect(lines.map(verifier.verify) == [.incomplete, mismatch, .valid, replayed, mismatch, replayed])
    }

    @Test func detailsGiveTheStepOffsetOrTheCounterOffsetAndNeverTheCode() throws {
        let totp = try #require(
            try make(["secret": .string(secret), "digits": .integer(8), "time": .integer(89)]).detailsProvider)
        #expect(totp.details(for: "94287082") == ["stepOffset": .integer(-1)])  // step 1 at time 89 (step 2)
        #expect(totp.details(for: "94287083") == [:])
        #expect(totp.details(for: "9428") == [:])
        let hotp = try #require(
            try make(["secret": .string(secret), "counter": .integer(4), "window": .integer(3)]).detailsProvider)
        #expect(hotp.details(for: "287922") == ["counterOffset": .integer(2)])  // RFC 4226: counter 6
        let formatOnly = try #require(try make([:]).detailsProvider)
        #expect(formatOnly.details(for: "123456") == [:])
    }

    @Test func withoutASecretOnlyTheFormatIsChecked() throws {
        let validator = try make(["digits": .integer(7)])
        #expect(validator.validate("123 4567") == .valid)
        #expect(validator.validate("123 4567") == .valid)
        #expect(validator.submissionVerifier == nil)
        #expect(validator.sectionLayoutProvider?.sectionLayout(for: "").description == "4-3")
    }

    @Test(arguments: [
        (["algorithm": "SHA256"], "otpauth://totp/ACME:alice?secret=S&algorithm=SHA256&digits=8&period=30"),
        (["digits": "8"], "otpauth://totp/ACME:alice?secret=S&digits=8"),
        (["digits": "8", "period": "60", "time": "119"], "otpauth://totp/alice?secret=S&digits=8&period=60"),
    ])
    func aTotpURISetsTheOtherOptions(expected: [String: String], uri: String) throws {
        let algorithm = OneTimePasswordAlgorithm(name: expected["algorithm"] ?? "SHA1") ?? .sha1
        let vector = try #require(try PublishedVectors.timeVectors().first { $0.algorithm == algorithm && $0.time == 59 })
        let time = Int(expected["time"] ?? "59") ?? 59
        let verifier = try verifier([
            "uri": .string(uri.replacing("secret=S", with: "secret=\(vector.base32Seed)")), "time": .integer(time),
            "window": .integer(0),
        ])
        #expect(verifier.verify(vector.code) == .valid)
    }

    @Test func anHotpURISetsTheCounter() throws {
        let verifier = try verifier(["uri": .string("otpauth://hotp/alice?secret=\(secret)&counter=1"), "window": .integer(0)])
        #expect(verifier.verify("287082") == .valid)  // RFC 4226, counter 1
        #expect(verifier.verify("287082") == replayed)
    }

    /// Options the plugin refuses, each named after the exact message it expects.
    static let refusals = [
        NamedOptions(
            "Option 'secret' of plugin 'otp' is not valid: expected base32 text, but character 17 is not a base32 digit (A to Z or 2 to 7)",
            ["secret": .string("GEZDGNBVGY3TQOJQ#EZDGNBVGY3TQOJQ")]),
        NamedOptions(
            "Option 'secret' of plugin 'otp' is not valid: expected base32 text, but its last group holds 1, 3 or 6 digits, which no whole number of bytes encodes",
            ["secret": .string("GEZDGNBVG")]),
        NamedOptions(
            "Option 'secret' of plugin 'otp' is not valid: expected base32 text, but it holds no base32 digits",
            ["secret": .string("")]),
        NamedOptions(
            "Option 'uri' of plugin 'otp' is not valid: expected an otpauth URI, but it has a value for 'digits' that is not 6, 7 or 8",
            ["uri": .string("otpauth://totp/alice?secret=GEZDGNBVGY3TQOJQ&digits=5")]),
        NamedOptions(
            "Option 'uri' of plugin 'otp' is not valid: expected an otpauth URI, but it has a value for 'algorithm' that is not SHA1, SHA256 or SHA512",
            ["uri": .string("otpauth://totp/alice?algorithm=SHA1secret=GEZDGNBVGY3TQOJQ&secret=GEZDGNBVGY3TQOJQ")]),
        NamedOptions(
            "Option 'uri' of plugin 'otp' is not valid: expected an otpauth URI, but it does not start with otpauth://",
            ["uri": .string("GEZDGNBVGY3TQOJQ")]),
        NamedOptions(
            "Option 'secret' of plugin 'otp' is not valid: expected no value alongside 'uri', which sets it",
            ["uri": .string("otpauth://totp/alice?secret=GEZDGNBVGY3TQOJQ"), "secret": .string("GEZDGNBVGY3TQOJQ")]),
        NamedOptions(
            "Option 'digits' of plugin 'otp' cannot be '8': expected no value alongside 'uri', which sets it",
            ["uri": .string("otpauth://totp/alice?secret=GEZDGNBVGY3TQOJQ"), "digits": .integer(8)]),
        NamedOptions(
            "Option 'time' of plugin 'otp' cannot be '59': expected no value in HOTP mode, which has no clock",
            ["uri": .string("otpauth://hotp/alice?secret=GEZDGNBVGY3TQOJQ&counter=0"), "time": .integer(59)]),
        NamedOptions(
            "Option 'period' of plugin 'otp' cannot be '60': expected no value with 'counter' (HOTP has no time steps)",
            ["secret": .string("GEZDGNBVGY3TQOJQ"), "counter": .integer(0), "period": .integer(60)]),
        NamedOptions(
            "Option 'counter' of plugin 'otp' cannot be '-1': expected an integer of at least 0",
            ["secret": .string("GEZDGNBVGY3TQOJQ"), "counter": .integer(-1)]),
        NamedOptions(
            "Option 'digits' of plugin 'otp' cannot be '9': expected 6, 7 or 8",
            ["secret": .string("GEZDGNBVGY3TQOJQ"), "digits": .integer(9)]),
        NamedOptions(
            "Option 'digits' of plugin 'otp' cannot be '5': expected 6, 7 or 8",
            ["digits": .integer(5)]),
        NamedOptions(
            "Option 'window' of plugin 'otp' cannot be '11': expected an integer from 0 to 10",
            ["secret": .string("GEZDGNBVGY3TQOJQ"), "window": .integer(11)]),
        NamedOptions(
            "Option 'window' of plugin 'otp' cannot be '-1': expected an integer from 0 to 10",
            ["secret": .string("GEZDGNBVGY3TQOJQ"), "window": .integer(-1)]),
        NamedOptions(
            "Option 'period' of plugin 'otp' cannot be '0': expected a whole number of seconds of at least 1",
            ["secret": .string("GEZDGNBVGY3TQOJQ"), "period": .integer(0)]),
        NamedOptions(
            "Option 'time' of plugin 'otp' cannot be '-1': expected a Unix time in seconds of at least 0",
            ["secret": .string("GEZDGNBVGY3TQOJQ"), "time": .integer(-1)]),
        NamedOptions(
            "Plugin 'otp' needs the option 'secret' or 'uri'",
            ["time": .integer(59)]),
        NamedOptions(
            "Plugin 'otp' needs the option 'secret' or 'uri'",
            ["algorithm": .string("SHA256")]),
        NamedOptions(
            "Option 'algorithm' of plugin 'otp' expects one of SHA1, SHA256, SHA512, got 'MD5'",
            ["secret": .string("GEZDGNBVGY3TQOJQ"), "algorithm": .string("MD5")]),
    ]

    @Test(arguments: refusals)
    func badOptionsAreRefusedWithoutEchoingASecret(_ options: NamedOptions) {
        // Each case is named after the message it expects.
        let refusal = refusal(options.options)
        #expect(refusal == options.name)
        #expect(refusal?.contains("GEZD") == false)
    }

    @Test func makeCalledWithoutTheRegistryStillChecksTheAlgorithm() {
        let options = ValidatorOptions(["secret": .string(secret), "algorithm": .string("MD5")])
        #expect(throws: ValidatorConfigurationError.invalidOptionValue(
            "algorithm", plugin: "otp", given: "MD5", expected: "SHA1, SHA256 or SHA512")) {
            try OneTimePasswordPlugin().make(options)
        }
    }

    @Test func theValidatorsDescriptionIsRedacted() throws {
        let validator = try make(["secret": .string(secret), "time": .integer(59)])
        var dumped = ""
        dump(validator, to: &dumped)
        #expect(String(describing: validator)
            == "OneTimePasswordValidator(digits: 6, verifier: OneTimePasswordVerifier(TOTP, algorithm: SHA1, digits: 6, window: 1, secret: redacted))")
        for shown in [String(reflecting: validator), dumped] {
            #expect(!shown.contains("GEZD") && !shown.contains("1234567890") && !shown.contains("49,"))
        }
    }

    @Test(arguments: [
        NamedOptions("format only", [:]),
        NamedOptions("format of 8 digits", ["digits": .integer(8)]),
        NamedOptions("TOTP at a fixed time", ["secret": .string(PublishedVectors.sha1Base32Seed), "time": .integer(59)]),
        NamedOptions("TOTP with SHA-512 on the clock", [
            "secret": .string(PublishedVectors.sha1Base32Seed), "digits": .integer(8), "algorithm": .string("SHA512"),
        ]),
        NamedOptions("HOTP", ["secret": .string(PublishedVectors.sha1Base32Seed), "counter": .integer(3), "window": .integer(2)]),
        NamedOptions("TOTP from a URI", [
            "uri": .string("otpauth://totp/ACME:alice?secret=\(PublishedVectors.sha1Base32Seed)&digits=7&period=45"),
        ]),
    ])
    func conformsToThePluginContract(_ options: NamedOptions) {
        // Validating consumes nothing, so an accepted code answers the same when asked twice.
        let inputs = ["000000", "12345678", "9428 7082", "94287083", "1234567", "287082", "94287082"]
        #expect(PluginConformance.problems(of: OneTimePasswordPlugin(), options: options.options, inputs: inputs) == [])
    }

    @Test func theConformanceInputsReachEveryCodeButTheReplay() {
        // `otp.replayed` takes a code accepted at an earlier submission, which the conformance
        // check (submitting each input once) cannot reach;
        // `submittingCodesInOrderRefusesARepeatedCodeAsReplayed` covers it; nor
        // `otp.too_many_attempts`, which takes a store that limits attempts (`AttemptLimitTests`).
        let options: [String: JSONValue] = ["secret": .string(PublishedVectors.sha1Base32Seed), "time": .integer(59)]
        let inputs = ["12a", "1234567", "000000"]
        #expect(PluginConformance.problems(of: OneTimePasswordPlugin(), options: options, inputs: inputs) == [])
        #expect(PluginConformance.unreachedCodes(of: OneTimePasswordPlugin(), options: options, inputs: inputs)
            == [.otpReplayed, .otpTooManyAttempts])
    }
}
