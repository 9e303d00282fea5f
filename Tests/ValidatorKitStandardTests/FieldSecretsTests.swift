import ValidatorKitOTP
import ValidatorKitStandard
import Testing
import ValidatorKit
import ValidatorKitTesting

/// A form with a password field and a verified one-time-code field: no description, debug
/// description, dump, message, detail or delegate-visible state shows the password or the OTP
/// secret.
@Suite struct FieldSecretsTests {
    static let secret = "JBSWY3DPEHPK3PXPJBSWY3DP"
    static let password = "Tr0ub4dor&3-horse"
    static let forbidden = [secret, secret.lowercased(), password, "Tr0ub4dor", "ub4d"]

    let form: Form

    init() throws {
        let registry = ValidatorRegistry()
        try StandardValidators.register(in: registry)
        let spec = """
            {"fields": [
              {"id": "password", "title": "Password", "secure": true, "required": true,
               "validators": [{"plugin": "length", "options": {"min": 20}},
                              {"plugin": "regex", "options": {"pattern": "[A-Za-z]+"}}]},
              {"id": "code", "title": "Code", "secure": true,
               "validators": [{"plugin": "otp", "options": {"secret": "\(Self.secret)", "time": 59}}]}
            ]}
            """
        form = try FormSpec.decode(Array(spec.utf8)).makeForm(registry: registry, clock: ManualFieldClock())
    }

    /// Every way a host or a log might render `value`.
    func renderings(of value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped]
    }

    func expectNoSecret(in texts: [String], _ what: String) {
        // The verdict is computed outside the expectation, so a failure never prints the secret.
        let leaks = texts.contains { text in Self.forbidden.contains { text.contains($0) } }
        #expect(!leaks, "\(what) shows a secret")
    }

    @Test func aTypedPasswordAndAnOTPSecretAppearNowhere() throws {
        let password = try #require(form.field("password"))
        let code = try #require(form.field("code"))
        form.next()
        for character in Self.password { password.insert(character) }
        expectNoSecret(in: [password.displayedText] + password.sections, "the password while typing")
        form.next()
        code.paste("282760")
        let outcome = form.submit()
        expectNoSecret(in: renderings(of: outcome), "the submit outcome")
        for field in form.fields {
            expectNoSecret(in: renderings(of: field), "field \(field.identifier)")
            expectNoSecret(in: [field.displayedText, field.errorMessage ?? "", field.title], "field \(field.identifier)")
            expectNoSecret(in: renderings(of: field.validity), "the validity of \(field.identifier)")
            expectNoSecret(in: renderings(of: field.validation), "the validators of \(field.identifier)")
            let details = field.validation.details(for: field.text)
            expectNoSecret(in: renderings(of: details), "the details of \(field.identifier)")
        }
        expectNoSecret(in: renderings(of: form), "the form")
    }

    @Test func configurationErrorsAboutTheSecretDoNotRepeatIt() throws {
        let registry = ValidatorRegistry()
        try StandardValidators.register(in: registry)
        let attempts: [[String: JSONValue]] = [
            ["secret": .string(Self.password)],
            ["secret": .string(Self.secret), "uri": .string("otpauth://totp/x?secret=\(Self.secret)")],
            ["uri": .string("otpauth://hotp/x?secret=\(Self.secret)&counter=-1")],
            ["secret": .string(Self.secret), "digits": .integer(12)],
            ["secret": .integer(12)],
        ]
        for options in attempts {
            let error = try #require(throws: (any Error).self) { try registry.makeValidator("otp", options: options) }
            expectNoSecret(in: renderings(of: error), "an error")
        }
    }
}
