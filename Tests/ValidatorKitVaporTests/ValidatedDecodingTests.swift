#if Vapor
import Foundation
import Testing
import ValidatorKitServing
import ValidatorKitServingFixtures
import ValidatorKitVapor
public import VaporTesting

/// `req.decodeValidated(_:with:)` in real Vapor routes, through VaporTesting: the app's value
/// from the normalized record, or problem details from ``ProblemDetailsMiddleware``; the requests
/// and answers are the Hummingbird integration's too (``DecodingExchange``).
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

    /// Every shared exchange (``DecodingExchange/all``) answered through these routes.
    @Test(arguments: DecodingExchange.all)
    func eachRequestIsAnsweredAsTheIntegrationPromises(_ exchange: DecodingExchange) async throws {
        let forms = try TestForms(limits: exchange.limits)
        let response = try await withApp(configure: { Self.configure($0, forms: forms) }) { app in
            var headers = HTTPHeaders([("Content-Type", exchange.contentType)])
            if let language = exchange.acceptLanguage { headers.add(name: "Accept-Language", value: language) }
            return try await app.testing().sendRequest(.POST, exchange.path, headers: headers, body: ByteBuffer(string: exchange.body))
        }
        let mismatches = exchange.mismatches(
            status: Int(response.status.code), header: { response.headers.first(name: $0) },
            body: Array(response.body.readableBytesView))
        #expect(mismatches.isEmpty, "\(mismatches)")
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
            #expect(try JSONDecoder().decode(Problem.self, from: Data(replayed.body.readableBytesView)).errors == [
                .init(pointer: "/code", code: "otp.replayed", detail: "This code has already been used")
            ])
        }
    }
}
// The app's types are answered as JSON.
extension Payment: Content {}
extension Signup: Content {}
#endif
