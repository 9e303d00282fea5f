import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
import ValidatorKit
import ValidatorKitServer

/// A secure field's value never appears in a refusal or a log line; only the `201` of a valid
/// record holds it, the client's own record back, normalized.
@Suite struct SecretTests {
    @Test func secureValuesAreInNoResponseAndNoLogLine() async throws {
        let log = CapturedLog()
        try await withLiveServer(logger: log.logger) { client in
            let signup = try await post(
                client, "/signup", #"{"username":"ada1815","invite":"ABCD2345","password":"hunter2","confirm":"hunter2"}"#)
            #expect(signup.status == .unprocessableContent)
            #expect(try Problem(signup).errors == [.init("password", "password.too_short", "Must be at least 15 characters")])
            #expect(!String(buffer: signup.body).contains("hunter2"))

            let payment = try await post(
                client, "/payment", #"{"name":"Ada Lovelace","card":"4242424242424242","expiry":"\#(PaymentRouteTests.expiry)","cvc":"9z7"}"#)
            #expect(payment.status == .unprocessableContent)
            #expect(try Problem(payment).errors == [
                .init("cvc", "security_code.character", "Character 2 is not a digit")
            ])
            #expect(!String(buffer: payment.body).contains("9z7"))

            let accepted = try await post(
                client, "/payment", #"{"name":"Ada Lovelace","card":"4242424242424242","expiry":"\#(PaymentRouteTests.expiry)","cvc":"987"}"#)
            #expect(accepted.status == .created)
            // The 201 leaves the secure security code out.
            #expect(try jsonObject(accepted)["cvc"] == nil)
            #expect(!String(buffer: accepted.body).contains("987"))
        }
        let lines = log.all
        #expect(lines.contains { $0.contains("$.password password.too_short") })
        // Digits-only secrets as short as a port number could match a log line by chance.
        for secret in ["hunter2", "9z7", "4242424242424242"] {
            #expect(!lines.contains { $0.contains(secret) }, "a log line holds \(secret)")
        }
    }

    /// A plugin that quotes the text in its message (as a careless third-party one might).
    private struct QuotingPlugin: ValidatorPlugin, Validator {
        var identifier: String { "quoting" }
        var summary: String { "Rejects everything, quoting it" }
        var options: [OptionDescription] { [] }
        var failureCodes: [FailureCodeDescription] {
            [FailureCodeDescription(ValidationFailure.Code("quoting.rejected"), message: "'{text}' is rejected")]
        }
        func make(_ options: ValidatorOptions) throws -> any Validator { self }
        func validate(_ text: String) -> Validity {
            .invalid(ValidationFailure(code: ValidationFailure.Code("quoting.rejected"), message: "'\(text)' is rejected"))
        }
    }

    @Test func aMessageQuotingASecureValueIsReplaced() async throws {
        let registry = ValidatorRegistry()
        try registry.register(QuotingPlugin())
        let spec = try FormSpec.decode(Array(#"""
            {"fields": [{"id": "pin", "secure": true, "validators": [{"plugin": "quoting"}]},
                        {"id": "note", "validators": [{"plugin": "quoting"}]}]}
            """#.utf8))
        let service = ValidationService(catalog: FormCatalog(forms: [try ServedForm(name: "pin", spec: spec, registry: registry)], registry: registry))
        let answer = await service.answer(form: "pin", contentType: "application/json", body: Array(#"{"pin":"4711","note":"x4711"}"#.utf8))
        #expect(answer.status == .unprocessableContent)
        #expect(answer.problem?.errors?.map(\.detail) == ["This value is not valid", "This value is not valid"])
    }
}
