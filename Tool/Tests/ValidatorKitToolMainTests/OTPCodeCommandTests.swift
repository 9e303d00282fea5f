import Foundation
import Testing

@Suite struct OTPCodeCommandTests {
    /// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" (base32 below) at T = 59 gives
    /// 94287082, whose last six digits are the six-digit code; at T = 1111111109, 07081804.
    @Test(arguments: [(59, "287082"), (1_111_111_109, "081804")])
    func theCodeIsThePublishedTOTPVector(time: Int, code: String) throws {
        let result = try DemoProcess.run(["otp-code", "--otp-secret", "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", "--time", String(time)])
        #expect(result.status == 0)
        #expect(result.standardOutput == code + "\n")
    }

    @Test func theDefaultFormAcceptsTheCodeForTheDemoSecret() throws {
        let code = try DemoProcess.run(["otp-code"]).standardOutput.trimmingCharacters(in: .newlines)
        #expect(code.count == 6 && code.allSatisfy(\.isNumber))
        let trace = try DemoProcess.run(["replay"], input: "focus otp\ntype \(code)\nnext\n")
        #expect(trace.outputLines.contains { $0.hasPrefix(#"{"event":"endedEditing","field":"otp","validity":"valid""#) })
    }

    @Test func aSecretThatIsNotBase32IsNamedByPositionOnly() throws {
        let result = try DemoProcess.run(["otp-code", "--otp-secret", "hunter2!"])
        #expect(result.status == 2)
        #expect(result.standardError == "validator: --otp-secret: Character 8 is not a base32 digit (A to Z or 2 to 7)\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aTimeBefore1970IsRefused() throws {
        let result = try DemoProcess.run(["otp-code", "--time=-1"])
        #expect(result.status == 2)
        #expect(result.standardError == "validator: --time cannot be before 1970, got -1\n")
    }
}
