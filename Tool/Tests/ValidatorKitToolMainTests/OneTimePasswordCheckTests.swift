import Testing

/// `validator check otp`, end to end: the acceptance example of the OTP issue.
@Suite struct OneTimePasswordCheckTests {
    /// RFC 6238 Appendix B's base32 SHA-1 seed.
    private let secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"

    /// RFC 6238 Appendix B: 94287082 is the SHA-1 code at T = 59; a repeated line is a replay.
    @Test func eachLineIsVerifiedOnceInOrder() throws {
        let result = try DemoProcess.run(
            ["check", "otp", "--option", "secret=\(secret)", "--option", "digits=8", "--option", "time=59",
             "--option", "window=0"],
            input: Array("94287082\n94287083\n94287082\n".utf8))
        #expect(result.status == 1)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"valid","details":{"stepOffset":0}}"#,
            #"{"line":2,"validity":"invalid","code":"otp.mismatch","message":"The code is incorrect","details":{}}"#,
            #"{"line":3,"validity":"invalid","code":"otp.replayed","message":"This code has already been used","details":{"stepOffset":0}}"#,
        ])
    }

    @Test func aSecretThatIsNotBase32ExitsTwoWithoutEchoingIt() throws {
        let result = try DemoProcess.run(["check", "otp", "--option", "secret=GEZDGNBV!Y3TQOJQ"], input: Array("1\n".utf8))
        #expect(result.status == 2)
        #expect(result.standardError
            == "validator: Option 'secret' of plugin 'otp' is not valid: expected base32 text, but character 9 is not a base32 digit (A to Z or 2 to 7)\n")
        #expect(!result.standardError.contains("GEZDGNBV"))
    }
}
