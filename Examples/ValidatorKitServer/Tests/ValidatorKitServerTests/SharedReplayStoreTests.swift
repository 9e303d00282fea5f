import Foundation
import HummingbirdTesting
import Testing
import ValidatorKit
import ValidatorKitServer

/// One replay memory of one-time codes for the whole service: a code accepted by `POST /{form}`
/// is refused on the live form's socket, and the reverse, and wrong codes tried anywhere count
/// together (``OneTimeCodeForm``: RFC 4226's HOTP values).
@Suite(.timeLimit(.minutes(1))) struct SharedReplayStoreTests {
    private static func submitOnSocket(port: Int, code: String) async throws -> [String: JSONValue]? {
        let transcript = try await LiveSocket.script(port: port, form: "otp", [
            LiveSocket.message("focus", ["field": "code"]), LiveSocket.message("type", ["text": .string(code)]),
            LiveSocket.message("submit"),
        ])
        return transcript.messages("submit").last
    }

    @Test func aCodeAcceptedOverHTTPIsRefusedOnTheLiveSocket() async throws {
        try await withLiveServer(specs: try OneTimeCodeForm.specFolder()) { client in
            let port = try #require(client.port)
            let accepted = try await post(client, "/otp", #"{"code":"\#(OneTimeCodeForm.codeOfCounter0)"}"#)
            #expect(accepted.status == .created)
            let submitted = try #require(try await Self.submitOnSocket(port: port, code: OneTimeCodeForm.codeOfCounter0))
            #expect(submitted["outcome"] == "refused")
            #expect(submitted["message"] == "This code has already been used")
        }
    }

    @Test func aCodeAcceptedOnTheLiveSocketIsRefusedOverHTTP() async throws {
        try await withLiveServer(specs: try OneTimeCodeForm.specFolder()) { client in
            let port = try #require(client.port)
            let submitted = try #require(try await Self.submitOnSocket(port: port, code: OneTimeCodeForm.codeOfCounter1))
            #expect(submitted["outcome"] == "accepted")
            let refused = try await post(client, "/otp", #"{"code":"\#(OneTimeCodeForm.codeOfCounter1)"}"#)
            #expect(refused.status == .unprocessableContent)
            #expect(try Problem(refused).errors?.map(\.code) == ["otp.replayed"])
        }
    }

    /// Three clients (loopback addresses), none past its own limit of three: the fifth wrong code
    /// stops every client for the code.
    @Test func wrongCodesTriedOverHTTPAndOnTheSocketCountTogether() async throws {
        try await withLiveServer(specs: try OneTimeCodeForm.specFolder()) { client in
            let port = try #require(client.port)
            #expect(ValidationService.maximumFailedCodeAttempts == 5)
            for wrong in ["000000", "111111", "222222"] {
                let refused = try await OneTimeCodeForm.post(wrong, port: port, from: "127.0.0.1")
                #expect(refused.codes == ["otp.mismatch"])
            }
            for wrong in ["333333", "444444"] {
                let submitted = try await OneTimeCodeForm.submitOnSocket(wrong, port: port, from: "127.0.0.2")
                #expect(submitted?.message == "The code is incorrect")
            }
            // The sixth code is the right one, and too late for this counter, from a third client too.
            let refused = try await OneTimeCodeForm.post(OneTimeCodeForm.codeOfCounter0, port: port, from: "127.0.0.3")
            #expect(refused.codes == ["otp.too_many_attempts"])
            let submitted = try await OneTimeCodeForm.submitOnSocket(OneTimeCodeForm.codeOfCounter1, port: port, from: "127.0.0.3")
            #expect(submitted?.message == "Too many wrong codes; wait for the next code")
        }
    }
}
