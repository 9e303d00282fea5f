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
/// HummingbirdTesting: the app's value from the normalized record, or problem details; the
/// requests and answers are the Vapor integration's too (``DecodingExchange``).
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

    /// Every shared exchange (``DecodingExchange/all``) answered through these routes.
    @Test(arguments: DecodingExchange.all)
    func eachRequestIsAnsweredAsTheIntegrationPromises(_ exchange: DecodingExchange) async throws {
        let app = Self.application(try TestForms(limits: exchange.limits))
        let response = try await app.test(.router) { client in
            var headers: HTTPFields = [.contentType: exchange.contentType]
            if let language = exchange.acceptLanguage { headers[.acceptLanguage] = language }
            return try await client.execute(uri: exchange.path, method: .post, headers: headers, body: ByteBuffer(string: exchange.body))
        }
        let mismatches = exchange.mismatches(
            status: response.status.code, header: { name in response.headers.first { $0.name.canonicalName == name.lowercased() }?.value },
            body: Array(response.body.readableBytesView))
        #expect(mismatches.isEmpty, "\(mismatches)")
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
            #expect(try JSONDecoder().decode(Problem.self, from: Data(replayed.body.readableBytesView)).errors == [
                .init(pointer: "/code", code: "otp.replayed", detail: "This code has already been used")
            ])
        }
    }
}
// The app's types are answered as JSON.
extension Payment: ResponseEncodable {}
extension Signup: ResponseEncodable {}
#endif
