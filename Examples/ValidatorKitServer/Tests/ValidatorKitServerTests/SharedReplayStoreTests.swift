import Foundation
import HummingbirdTesting
import Testing
import ValidatorKit
import ValidatorKitServer

/// One replay memory of one-time codes for the whole service: a code accepted by `POST /{form}`
/// is refused on the live form's socket, and the reverse, and wrong codes tried anywhere count
/// together. The codes are RFC 4226's HOTP test values (Appendix D: the secret
/// `12345678901234567890`, counters 0 and 1), so no clock moves under the test.
@Suite(.timeLimit(.minutes(1))) struct SharedReplayStoreTests {
    private static let codeOfCounter0 = "755224"
    private static let codeOfCounter1 = "287082"

    /// A spec folder with `otp.json`: one field verified as HOTP from counter 0, window 1.
    private static func otpSpecs() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("otp-specs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"""
            {"fields": [{"id": "code", "required": true, "validators": [{"plugin": "otp",
              "options": {"secret": "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", "counter": 0, "window": 1}}]}]}
            """#.utf8).write(to: folder.appendingPathComponent("otp.json"))
        return folder.path
    }

    private static func submitOnSocket(port: Int, code: String) async throws -> [String: JSONValue]? {
        let transcript = try await LiveSocket.script(port: port, form: "otp", [
            LiveSocket.message("focus", ["field": "code"]), LiveSocket.message("type", ["text": .string(code)]),
            LiveSocket.message("submit"),
        ])
        return transcript.messages("submit").last
    }

    @Test func aCodeAcceptedOverHTTPIsRefusedOnTheLiveSocket() async throws {
        try await withLiveServer(specs: try Self.otpSpecs()) { client in
            let port = try #require(client.port)
            let accepted = try await post(client, "/otp", #"{"code":"\#(Self.codeOfCounter0)"}"#)
            #expect(accepted.status == .created)
            let submitted = try #require(try await Self.submitOnSocket(port: port, code: Self.codeOfCounter0))
            #expect(submitted["outcome"] == "refused")
            #expect(submitted["message"] == "This code has already been used")
        }
    }

    @Test func aCodeAcceptedOnTheLiveSocketIsRefusedOverHTTP() async throws {
        try await withLiveServer(specs: try Self.otpSpecs()) { client in
            let port = try #require(client.port)
            let submitted = try #require(try await Self.submitOnSocket(port: port, code: Self.codeOfCounter1))
            #expect(submitted["outcome"] == "accepted")
            let refused = try await post(client, "/otp", #"{"code":"\#(Self.codeOfCounter1)"}"#)
            #expect(refused.status == .unprocessableContent)
            #expect(try Problem(refused).errors?.map(\.code) == ["otp.replayed"])
        }
    }

    @Test func wrongCodesTriedOverHTTPAndOnTheSocketCountTogether() async throws {
        try await withLiveServer(specs: try Self.otpSpecs()) { client in
            let port = try #require(client.port)
            #expect(ValidationService.maximumFailedCodeAttempts == 5)
            for wrong in ["000000", "111111", "222222"] {
                let refused = try await post(client, "/otp", #"{"code":"\#(wrong)"}"#)
                #expect(try Problem(refused).errors?.map(\.code) == ["otp.mismatch"])
            }
            for wrong in ["333333", "444444"] {
                let submitted = try await Self.submitOnSocket(port: port, code: wrong)
                #expect(submitted?["message"] == "The code is incorrect")
            }
            // The sixth code is the right one, and too late for this counter.
            let refused = try await post(client, "/otp", #"{"code":"\#(Self.codeOfCounter0)"}"#)
            #expect(try Problem(refused).errors?.map(\.code) == ["otp.too_many_attempts"])
            let submitted = try await Self.submitOnSocket(port: port, code: Self.codeOfCounter1)
            #expect(submitted?["message"] == "Too many wrong codes; wait for the next code")
        }
    }
}
