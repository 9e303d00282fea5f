#if Vapor
import Foundation
import Testing
import ValidatorKitServing
import ValidatorKitServingFixtures
import ValidatorKitVapor
public import VaporTesting

/// `req.decodeValidated(_:with:)` in real Vapor routes, through VaporTesting: the app's value
/// from the normalized record, or problem details from ``ProblemDetailsMiddleware``.
@Suite struct ValidatedDecodingTests {
    /// Routes as an app writes them: `POST /payment` and `POST /signup` answer `201` with the
    /// decoded value.
    private static func configure(_ app: Application, forms: TestForms) {
        app.middleware.use(ProblemDetailsMiddleware())
        app.on(.POST, "payment", body: .stream) { req async throws -> Response in
            let payment = try await req.decodeValidated(Payment.self, with: forms.payment)
            return try await Self.created(payment, for: req)
        }
        app.on(.POST, "signup", body: .stream) { req async throws -> Response in
            let signup = try await req.decodeValidated(Signup.self, with: forms.signup)
            return try await Self.created(signup, for: req)
        }
    }

    private static func created(_ value: some Content, for request: Request) async throws -> Response {
        let response = try await value.encodeResponse(for: request)
        response.status = .created
        return response
    }

    private func post(
        _ path: String, _ body: String, contentType: String = "application/json", language: String? = nil,
        forms: TestForms? = nil
    ) async throws -> TestingHTTPResponse {
        let forms = try forms ?? TestForms()
        return try await withApp(configure: { Self.configure($0, forms: forms) }) { app in
            var headers = HTTPHeaders([("Content-Type", contentType)])
            if let language { headers.add(name: "Accept-Language", value: language) }
            return try await app.testing().sendRequest(.POST, path, headers: headers, body: ByteBuffer(string: body))
        }
    }

    private static func problem(_ response: TestingHTTPResponse) throws -> Problem {
        #expect(response.headers.first(name: "Content-Type") == "application/problem+json")
        #expect(response.headers.first(name: "Vary") == "Accept-Language")
        return try JSONDecoder().decode(Problem.self, from: Data(response.body.readableBytesView))
    }

    /// The card's digits, `YYYY-MM`, E.164, a whole number (``TestForms/normalizedPayment``).
    @Test func aValidRecordIsDecodedNormalized() async throws {
        let response = try await post("/payment", TestForms.validPayment)
        #expect(response.status == .created)
        #expect(try JSONDecoder().decode(Payment.self, from: Data(response.body.readableBytesView)) == TestForms.normalizedPayment)
    }

    /// A form posted without JavaScript: texts only, `seats` read as the spec's integer.
    @Test func aFormPostIsReadWithTheSpecsCoercion() async throws {
        let response = try await post("/payment", TestForms.validPaymentPosted, contentType: "application/x-www-form-urlencoded")
        #expect(response.status == .created)
        #expect(try JSONDecoder().decode(Payment.self, from: Data(response.body.readableBytesView)) == TestForms.normalizedPayment)
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
        #expect(response.status == .unprocessableEntity)
        #expect(response.headers.first(name: "Content-Language") == language)
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
        #expect(response.status == .payloadTooLarge)
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
        #expect(response.status == .unprocessableEntity)
        #expect(try Self.problem(response).errors == [
            .init(pointer: "/username", code: "username.taken", detail: "This username is taken")
        ])
    }

    /// One replay store for the service: the code accepted once is refused the second time.
    @Test func aOneTimeCodeIsAcceptedOnceThenReplayed() async throws {
        let forms = try TestForms()
        try await withApp(configure: { Self.configure($0, forms: forms) }) { app in
            let headers = HTTPHeaders([("Content-Type", "application/json")])
            let body = #"{"username":"ada1815","code":"\#(RFC4226.codeOfCounter0)"}"#
            let accepted = try await app.testing().sendRequest(.POST, "/signup", headers: headers, body: ByteBuffer(string: body))
            #expect(accepted.status == .created)
            #expect(try JSONDecoder().decode(Signup.self, from: Data(accepted.body.readableBytesView)) == Signup(
                username: "ada1815", code: RFC4226.codeOfCounter0))
            let replayed = try await app.testing().sendRequest(.POST, "/signup", headers: headers, body: ByteBuffer(string: body))
            #expect(replayed.status == .unprocessableEntity)
            #expect(try Self.problem(replayed).errors == [
                .init(pointer: "/code", code: "otp.replayed", detail: "This code has already been used")
            ])
        }
    }
}
// The app's types are answered as JSON.
extension Payment: Content {}
extension Signup: Content {}
#endif
