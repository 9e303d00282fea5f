import Foundation
import Testing

/// Every `validator-demo` path that sees a password or an OTP secret — verdicts, details, every
/// kind of refusal, listings, replay traces, the code printer and the form's refusal of a
/// non-terminal — writes neither to standard output or standard error.
@Suite struct CommandLineSecretsTests {
    /// A base32 OTP secret (RFC 4648 "Hello!\xDE\xAD\xBE\xEF" and more), and its otpauth URI.
    static let secret = "JBSWY3DPEHPK3PXPJBSWY3DP"
    static let uri = "otpauth://totp/Example:alice?secret=\(secret)&issuer=Example"
    /// A password, as typed on standard input or given as an option.
    static let password = "Tr0ub4dor&3-horse"

    /// Fragments of the secrets that must not appear either: the secret in lower case (as base32
    /// allows) and the password's distinctive middle.
    static let forbidden = [secret, secret.lowercased(), String(secret.prefix(12)), password, "Tr0ub4dor", "secret=JBSW"]

    static let invocations: [(name: String, arguments: [String], input: String)] = [
        ("verified codes", ["check", "otp", "--option", "secret=\(secret)", "--option", "time=59"], "123456\n282760\n\(password)\n"),
        ("verified codes from a URI", ["check", "otp", "--option", "uri=\(uri)"], "123456\n996554\n"),
        ("HOTP codes", ["check", "otp", "--option", "secret=\(secret)", "--option", "counter=0"], "282760\n282760\n"),
        ("a secret that is not base32", ["check", "otp", "--option", "secret=\(password)"], "123456\n"),
        ("a URI with a broken secret", ["check", "otp", "--option", "uri=otpauth://totp/x?secret=\(password)"], ""),
        ("a URI that is no URI", ["check", "otp", "--option", "uri=\(secret)"], ""),
        ("a secret and a URI together", ["check", "otp", "--option", "secret=\(secret)", "--option", "uri=\(uri)"], ""),
        ("a secret given twice", ["check", "otp", "--option", "secret=\(secret)", "--option", "secret=\(secret)"], ""),
        ("a secret with a bad digit count", ["check", "otp", "--option", "secret=\(secret)", "--option", "digits=5"], ""),
        ("a secret with an unknown option", ["check", "otp", "--option", "secret=\(secret)", "--option", "seed=1"], ""),
        ("a secret for an unknown plugin", ["check", "totp", "--option", "secret=\(secret)"], ""),
        ("a secret for a plugin without that option", ["check", "card", "--option", "secret=\(secret)"], ""),
        ("a secret without its name", ["check", "otp", "--option", secret], ""),
        ("a secret with an argument-parser mistake", ["check", "otp", "--option", "secret=\(secret)", "--verbose"], ""),
        ("passwords as lines", ["check", "length", "--option", "min=20"], "\(password)\n\(password)x\n"),
        ("passwords through a pattern", ["check", "regex", "--option", "pattern=[a-z]+"], "\(password)\n"),
        ("passwords through a charset", ["check", "charset", "--option", "allowed=letters"], "\(password)\n"),
        ("the listing", ["list"], ""),
        ("the JSON listing", ["list", "--json"], ""),
        ("the code printer", ["otp-code", "--otp-secret", secret, "--time", "59"], ""),
        ("the code printer with a broken secret", ["otp-code", "--otp-secret", password], ""),
        ("the form without a terminal", ["form", "--otp-secret", secret], ""),
        ("the form with a broken secret", ["form", "--otp-secret", password], ""),
        ("a replay with a broken secret", ["replay", "--otp-secret", password], "focus otp\ntype 123456\n"),
        ("a replay stopped by a bad line", ["replay", "--otp-secret", secret], "focus password\ntype \(password)\njump \(password)\n"),
    ]

    /// A replay script that types the password, the right one-time code (as `otp-code` prints
    /// it), a wrong one and the same code again, lets the reveal run out, and submits.
    static func replayScript(code: String) -> String {
        """
        focus password
        type \(password)
        wait 0.5
        paste \(password)
        left 3
        backspace 2
        wait 3
        focus otp
        type \(code)
        clear
        paste \(code)
        next
        focus otp
        type 000000
        submit

        """
    }

    /// Replays of the default form and of a spec holding the secret, with the current code.
    @Test func noReplayTraceShowsTheSecretOrThePassword() throws {
        let printed = try DemoProcess.run(["otp-code", "--otp-secret", Self.secret])
        #expect(printed.status == 0)
        let code = String(printed.standardOutput.prefix { $0 != "\n" })
        #expect(code.count == 6)
        let spec = FileManager.default.temporaryDirectory.appendingPathComponent("secret-spec-\(UUID()).json")
        try """
            {"fields": [{"id": "password", "secure": true, "validators": [{"plugin": "length", "options": {"min": 30}}]},
                        {"id": "otp", "secure": true, "validators": [{"plugin": "otp", "options": {"secret": "\(Self.secret)"}}]}]}
            """.write(to: spec, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: spec) }
        let script = Self.replayScript(code: code)
        for arguments in [["replay", "--otp-secret", Self.secret], ["replay", "--spec", spec.path]] {
            let result = try DemoProcess.run(arguments, input: script)
            #expect(result.status == 0, "replay \(arguments[1]) failed")
            expectNoSecret(in: result, arguments[1])
        }
    }

    @Test(arguments: invocations)
    func noPathWritesASecret(name: String, arguments: [String], input: String) throws {
        expectNoSecret(in: try DemoProcess.run(arguments, input: input), name)
    }

    func expectNoSecret(in result: DemoProcess.Result, _ name: String) {
        // The verdicts are computed outside the expectations, so a failure never prints the secret.
        let inOutput = Self.forbidden.contains { result.standardOutput.contains($0) }
        let inError = Self.forbidden.contains { result.standardError.contains($0) }
        #expect(!inOutput, "standard output of \(name)")
        #expect(!inError, "standard error of \(name)")
        #expect(!(result.standardOutput + result.standardError).isEmpty, "\(name) says nothing at all")
    }
}
