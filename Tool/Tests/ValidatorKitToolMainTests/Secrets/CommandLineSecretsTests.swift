import Foundation
import Testing

/// Every `validator` path that sees a password or an OTP secret — verdicts, details, every
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

    /// One run of the demo; named in test output by its name alone, never by its arguments.
    struct Invocation: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let input: String

        var testDescription: String { name }
    }

    static let invocations: [Invocation] = [
        Invocation(name: "verified codes", arguments: ["check", "otp", "--option", "secret=\(secret)", "--option", "time=59"], input: "123456\n282760\n\(password)\n"),
        Invocation(name: "verified codes from a URI", arguments: ["check", "otp", "--option", "uri=\(uri)"], input: "123456\n996554\n"),
        Invocation(name: "HOTP codes", arguments: ["check", "otp", "--option", "secret=\(secret)", "--option", "counter=0"], input: "282760\n282760\n"),
        Invocation(name: "a secret that is not base32", arguments: ["check", "otp", "--option", "secret=\(password)"], input: "123456\n"),
        Invocation(name: "a URI with a broken secret", arguments: ["check", "otp", "--option", "uri=otpauth://totp/x?secret=\(password)"], input: ""),
        Invocation(name: "a URI that is no URI", arguments: ["check", "otp", "--option", "uri=\(secret)"], input: ""),
        Invocation(name: "a secret and a URI together", arguments: ["check", "otp", "--option", "secret=\(secret)", "--option", "uri=\(uri)"], input: ""),
        Invocation(name: "a secret given twice", arguments: ["check", "otp", "--option", "secret=\(secret)", "--option", "secret=\(secret)"], input: ""),
        Invocation(name: "a secret with a bad digit count", arguments: ["check", "otp", "--option", "secret=\(secret)", "--option", "digits=5"], input: ""),
        Invocation(name: "a secret with an unknown option", arguments: ["check", "otp", "--option", "secret=\(secret)", "--option", "seed=1"], input: ""),
        Invocation(name: "a secret for an unknown plugin", arguments: ["check", "totp", "--option", "secret=\(secret)"], input: ""),
        Invocation(name: "a secret for a plugin without that option", arguments: ["check", "card", "--option", "secret=\(secret)"], input: ""),
        Invocation(name: "a secret without its name", arguments: ["check", "otp", "--option", secret], input: ""),
        Invocation(name: "a secret with an argument-parser mistake", arguments: ["check", "otp", "--option", "secret=\(secret)", "--verbose"], input: ""),
        Invocation(name: "passwords as lines", arguments: ["check", "length", "--option", "min=20"], input: "\(password)\n\(password)x\n"),
        Invocation(name: "passwords through a pattern", arguments: ["check", "regex", "--option", "pattern=[a-z]+"], input: "\(password)\n"),
        Invocation(name: "passwords through a charset", arguments: ["check", "charset", "--option", "allowed=letters"], input: "\(password)\n"),
        Invocation(name: "the listing", arguments: ["list"], input: ""),
        Invocation(name: "the JSON listing", arguments: ["list", "--json"], input: ""),
        Invocation(name: "the code printer", arguments: ["otp-code", "--otp-secret", secret, "--time", "59"], input: ""),
        Invocation(name: "the code printer with a broken secret", arguments: ["otp-code", "--otp-secret", password], input: ""),
        Invocation(name: "the form without a terminal", arguments: ["form", "--otp-secret", secret], input: ""),
        Invocation(name: "the form with a broken secret", arguments: ["form", "--otp-secret", password], input: ""),
        Invocation(name: "a replay with a broken secret", arguments: ["replay", "--otp-secret", password], input: "focus otp\ntype 123456\n"),
        Invocation(name: "a replay stopped by a bad line", arguments: ["replay", "--otp-secret", secret], input: "focus password\ntype \(password)\njump \(password)\n"),
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
    func noPathWritesASecret(_ invocation: Invocation) throws {
        expectNoSecret(in: try DemoProcess.run(invocation.arguments, input: invocation.input), invocation.name)
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
