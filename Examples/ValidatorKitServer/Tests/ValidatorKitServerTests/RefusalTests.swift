import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// Requests refused before any validator runs: each with its status, its `code` and message.
@Suite struct RefusalTests {
    @Test func aBodyThatIsNotJSONIsMalformed() async throws {
        try await withLiveServer { client in
            let response = try await post(client, "/signup", "username=ada1815&password=hunter22")
            #expect(response.status == .badRequest)
            #expect(try Answer(response) == Answer(
                status: "malformed", code: "input.json", message: "Not a JSON object: expected '{' to open the object at byte 0", errors: nil))
        }
    }

    @Test func aJSONArrayIsMalformed() async throws {
        try await withLiveServer { client in
            let response = try await post(client, "/payment", #"[{"card":"4242424242424242"}]"#)
            #expect(response.status == .badRequest)
            #expect(try Answer(response) == Answer(
                status: "malformed", code: "input.json", message: "Not a JSON object: expected '{' to open the object at byte 0",
                errors: nil))
        }
    }

    @Test func aJSONStringIsMalformed() async throws {
        try await withLiveServer { client in
            let response = try await post(client, "/payment", #""4242424242424242""#)
            #expect(response.status == .badRequest)
            #expect(try Answer(response).message == "Not a JSON object: expected '{' to open the object at byte 0")
        }
    }

    @Test func invalidUTF8IsMalformed() async throws {
        try await withLiveServer { client in
            // {"username":"<0xFF>ada"}
            let bytes: [UInt8] = Array(#"{"username":""#.utf8) + [0xFF] + Array(#"ada"}"#.utf8)
            let response = try await client.execute(
                uri: "/signup", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(bytes: bytes))
            #expect(response.status == .badRequest)
            #expect(try Answer(response) == Answer(
                status: "malformed", code: "input.json", message: "Not a JSON object: expected UTF-8 text in a string at byte 13", errors: nil))
        }
    }

    @Test func aBodyOfOneMegabyteIsTooLarge() async throws {
        try await withLiveServer { client in
            let huge = #"{"username":""# + String(repeating: "a", count: 1_048_576) + #""}"#
            let response = try await post(client, "/signup", huge)
            #expect(response.status == .contentTooLarge)
            #expect(try Answer(response) == Answer(
                status: "too_large", code: "input.too_large", message: "The body is larger than 65536 bytes",
                errors: nil))
        }
    }

    @Test func anUnknownFormIsNotFound() async throws {
        try await withLiveServer { client in
            let response = try await post(client, "/transfer", #"{"iban":"DE89370400440532013000"}"#)
            #expect(response.status == .notFound)
            #expect(try Answer(response) == Answer(
                status: "unknown_form", code: "form.unknown", message: "No form at this address; forms: payment, signup",
                errors: nil))
        }
    }

    @Test func aContentTypeOtherThanJSONIsUnsupported() async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/signup", "username=ada1815", contentType: "application/x-www-form-urlencoded")
            #expect(response.status == .unsupportedMediaType)
            #expect(try Answer(response) == Answer(
                status: "unsupported_media_type", code: "input.media_type",
                message: "The body must be JSON in UTF-8 (Content-Type: application/json)", errors: nil))
        }
    }

    @Test(arguments: [nil, "application/json; charset=utf-8", "Application/JSON", "application/merge-patch+json"])
    func jsonOrNoContentTypeIsRead(contentType: String?) async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/signup", #"{"username":"ada1815","invite":"ABCD2345","password":"correct horse battery","confirm":"correct horse battery"}"#,
                contentType: contentType)
            #expect(response.status == .created)
        }
    }

    @Test func theBaselineRouteParsesButDoesNotValidate() async throws {
        try await withLiveServer { client in
            let response = try await post(client, "/_baseline/payment", #"{"card":"not a card"}"#)
            #expect(response.status == .ok)
            #expect(String(buffer: response.body) == #"{"status":"parsed"}"#)
        }
    }
}
