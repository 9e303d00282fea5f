#if Hummingbird
import Foundation
public import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
import ValidatorKitHummingbird
import ValidatorKitServing
import ValidatorKitServingFixtures

/// `request.decode(_:validatedBy:context:)` in real Hummingbird routes, through
/// HummingbirdTesting: the app's value from the normalized record, or problem details.
@Suite struct ValidatedDecodingTests {
    /// Routes as an app writes them: `POST /payment` and `POST /signup` answer `201` with the
    /// decoded value.
    private static func application(_ forms: TestForms) -> some ApplicationProtocol {
        let router = Router()
        router.post("payment") { request, context in
            let payment = try await request.decode(Payment.self, validatedBy: forms.payment, context: context)
            return EditedResponse(status: .created, response: payment)
        }
        router.post("signup") { request, context in
            let signup = try await request.decode(Signup.self, validatedBy: forms.signup, context: context)
            return EditedResponse(status: .created, response: signup)
        }
        return Application(router: router)
    }

    private func post(
        _ path: String, _ body: String, contentType: String = "application/json", language: String? = nil,
        forms: TestForms? = nil
    ) async throws -> TestResponse {
        let app = Self.application(try forms ?? TestForms())
        return try await app.test(.router) { client in
            var headers: HTTPFields = [.contentType: contentType]
            if let language { headers[.acceptLanguage] = language }
            return try await client.execute(uri: path, method: .post, headers: headers, body: ByteBuffer(string: body))
        }
    }

    private static func problem(_ response: TestResponse) throws -> Problem {
        #expect(response.headers[.contentType] == "application/problem+json")
        #expect(response.headers[.vary] == "Accept-Language")
        return try JSONDecoder().decode(Problem.self, from: Data(response.body.readableBytesView))
    }

    /// The card's digits, `YYYY-MM`, E.164, a whole number (``TestForms/normalizedPayment``).
    @Test func aValidRecordIsDecodedNormalized() async throws {
        let response = try await post("/payment", TestForms.validPayment)
        #expect(response.status == .created)
        let payment = try JSONDecoder().decode(Payment.self, from: Data(response.body.readableBytesView))
        #expect(payment == TestForms.normalizedPayment)
    }

    /// A form posted without JavaScript: texts only, `seats` read as the spec's integer.
    @Test func aFormPostIsReadWithTheSpecsCoercion() async throws {
        let response = try await post("/payment", TestForms.validPaymentPosted, contentType: "application/x-www-form-urlencoded")
        #expect(response.status == .created)
        let payment = try JSONDecoder().decode(Payment.self, from: Data(response.body.readableBytesView))
        #expect(payment == TestForms.normalizedPayment)
    }

    /// The catalogs' texts of `length.too_short` (a minimum of 2) and of the count of failures.
    @Test(arguments: [
        ("en", "en", "The record is not valid", "1 value is not valid", "Must be at least 2 characters"),
        ("de-CH, en;q=0.5", "de", "Der Datensatz ist ungültig", "1 Wert ist ungültig", "Mindestens 2 Zeichen erforderlich"),
        ("fr;q=0.9, ja;q=0.1", "fr", "L'enregistrement n'est pas valide", "1 valeur n'est pas valide", "Doit contenir au moins 2 caractères"),
    ])
    func anInvalidRecordIsUnprocessableInTheClientsLanguage(
        header: String, language: String, title: String, detail: String, message: String
    ) async throws {
        let body = TestForms.validPayment.replacingOccurrences(of: "Ada Lovelace", with: "A")
        let response = try await post("/payment", body, language: header)
        #expect(response.status == .unprocessableContent)
        #expect(response.headers[.contentLanguage] == language)
        #expect(try Self.problem(response) == Problem(
            type: "https://validatorkit.dev/problems/invalid-record", title: title, status: 422, detail: detail, code: nil,
            errors: [.init(pointer: "/name", code: "length.too_short", detail: message)]))
    }

    @Test(arguments: [#"{"name": "Ada""#, #"{"seats": 1, "seats": 2}"#])
    func malformedJSONAndRepeatedMembersAreBadRequests(body: String) async throws {
        let response = try await post("/payment", body)
        #expect(response.status == .badRequest)
        let problem = try Self.problem(response)
        #expect(problem.type == "https://validatorkit.dev/problems/malformed-body")
        #expect(problem.code == "input.json")
    }

    @Test func aNamePostedTwiceIsABadRequest() async throws {
        let response = try await post("/payment", "name=Ada&name=Bob", contentType: "application/x-www-form-urlencoded")
        #expect(response.status == .badRequest)
        #expect(try Self.problem(response).detail == "The field 'name' is given twice")
    }

    @Test func aBodyOverTheLimitIsTooLarge() async throws {
        let forms = try TestForms(limits: SubmissionLimits(maximumBodySize: 64))
        let response = try await post("/payment", TestForms.validPayment, language: "de", forms: forms)
        #expect(response.status == .contentTooLarge)
        #expect(try Self.problem(response) == Problem(
            type: "https://validatorkit.dev/problems/body-too-large", title: "Der Inhalt ist zu groß", status: 413,
            detail: "Der Inhalt ist größer als 64 Byte", code: "input.too_large", errors: nil))
    }

    @Test func aBodyThatIsNotJSONOrAFormIsUnsupported() async throws {
        let response = try await post("/payment", "name: Ada", contentType: "text/plain")
        #expect(response.status == .unsupportedMediaType)
        #expect(try Self.problem(response).code == "input.media_type")
    }

    /// `alice` is taken in ValidatorKitTesting's simulated directory, asked at submission.
    @Test func aTakenUsernameIsUnprocessable() async throws {
        let response = try await post("/signup", #"{"username":"alice","code":"\#(RFC4226.codeOfCounter0)"}"#)
        #expect(response.status == .unprocessableContent)
        #expect(try Self.problem(response).errors == [
            .init(pointer: "/username", code: "username.taken", detail: "This username is taken")
        ])
    }

    /// One replay store for the service: the code accepted once is refused the second time.
    @Test func aOneTimeCodeIsAcceptedOnceThenReplayed() async throws {
        let app = Self.application(try TestForms())
        try await app.test(.router) { client in
            let headers: HTTPFields = [.contentType: "application/json"]
            let body = #"{"username":"ada1815","code":"\#(RFC4226.codeOfCounter0)"}"#
            let accepted = try await client.execute(uri: "/signup", method: .post, headers: headers, body: ByteBuffer(string: body))
            #expect(accepted.status == .created)
            #expect(try JSONDecoder().decode(Signup.self, from: Data(accepted.body.readableBytesView)) == Signup(
                username: "ada1815", code: RFC4226.codeOfCounter0))
            let replayed = try await client.execute(uri: "/signup", method: .post, headers: headers, body: ByteBuffer(string: body))
            #expect(replayed.status == .unprocessableContent)
            #expect(try Self.problem(replayed).errors == [
                .init(pointer: "/code", code: "otp.replayed", detail: "This code has already been used")
            ])
        }
    }
}
// The app's types are answered as JSON.
extension Payment: ResponseEncodable {}
extension Signup: ResponseEncodable {}
#endif
