import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// Requests refused before any validator runs: each with its status and its problem details
/// (RFC 9457), type, title, detail and code.
@Suite struct RefusalTests {
    private static func malformed(_ detail: String) -> Problem {
        Problem(
            type: "https://validatorkit.dev/problems/malformed-body", title: "The body is not a JSON object", status: 400,
            detail: detail, code: "input.json", errors: nil)
    }

    @Test func aBodyThatIsNotJSONIsMalformed() async throws {
        try await withLiveServer { client in
            let response = try await post(client, "/signup", "username=ada1815&password=hunter22")
            #expect(response.status == .badRequest)
            #expect(try Problem(response) == Self.malformed("Not a JSON object: expected '{' to open the object at byte 0"))
        }
    }

    @Test func aJSONArrayIsMalformed() async throws {
        try await withLiveServer { client in
            let response = try await post(client, "/payment", #"[{"card":"4242424242424242"}]"#)
            #expect(response.status == .badRequest)
            #expect(try Problem(response) == Self.malformed("Not a JSON object: expected '{' to open the object at byte 0"))
        }
    }

    @Test func aJSONStringIsMalformed() async throws {
        try await withLiveServer { client in
            let response = try await post(client, "/payment", #""4242424242424242""#)
            #expect(response.status == .badRequest)
            #expect(try Problem(response).detail == "Not a JSON object: expected '{' to open the object at byte 0")
        }
    }

    /// A key given twice could be read one way here and another by the application behind the
    /// service (RFC 8259 leaves it to each parser), so it is refused, naming the key and byte.
    @Test func aKeyGivenTwiceIsMalformed() async throws {
        try await withLiveServer { client in
            let response = try await post(client, "/payment", #"{"card":"4242424242424242","card":"1"}"#)
            #expect(response.status == .badRequest)
            #expect(try Problem(response) == Self.malformed(
                "Not a JSON object: expected each key once in an object, and 'card' is given again at byte 27 (in $)"))
        }
    }

    @Test func invalidUTF8IsMalformed() async throws {
        try await withLiveServer { client in
            // {"username":"<0xFF>ada"}
            let bytes: [UInt8] = Array(#"{"username":""#.utf8) + [0xFF] + Array(#"ada"}"#.utf8)
            let response = try await client.execute(
                uri: "/signup", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(bytes: bytes))
            #expect(response.status == .badRequest)
            #expect(try Problem(response) == Self.malformed("Not a JSON object: expected UTF-8 text in a string at byte 13"))
        }
    }

    @Test func aBodyOfOneMegabyteIsTooLarge() async throws {
        try await withLiveServer { client in
            let huge = #"{"username":""# + String(repeating: "a", count: 1_048_576) + #""}"#
            let response = try await post(client, "/signup", huge)
            #expect(response.status == .contentTooLarge)
            #expect(try Problem(response) == Problem(
                type: "https://validatorkit.dev/problems/body-too-large", title: "The body is too large", status: 413,
                detail: "The body is larger than 65536 bytes", code: "input.too_large", errors: nil))
        }
    }

    @Test func anUnknownFormIsNotFound() async throws {
        try await withLiveServer { client in
            let response = try await post(client, "/transfer", #"{"iban":"DE89370400440532013000"}"#)
            #expect(response.status == .notFound)
            #expect(try Problem(response) == Problem(
                type: "https://validatorkit.dev/problems/unknown-form", title: "No such form", status: 404,
                detail: "No form at this address; forms: checkout, masked, payment, profile, signup", code: "form.unknown", errors: nil))
        }
    }

    /// The form's route reads JSON only: the `415` names `application/json`.
    @Test func aContentTypeOtherThanJSONIsUnsupported() async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/signup", "username=ada1815", contentType: "application/x-www-form-urlencoded")
            #expect(response.status == .unsupportedMediaType)
            #expect(try Problem(response) == Problem(
                type: "https://validatorkit.dev/problems/unsupported-media-type", title: "The body's media type is not one this form reads",
                status: 415, detail: "The body must be in UTF-8, of a Content-Type this form reads: application/json",
                code: "input.media_type", errors: nil))
        }
    }

    /// The page's form (`POST /forms/{form}`) reads a form post only: JSON sent there is a `415`
    /// page naming `application/x-www-form-urlencoded`, in the language asked for.
    @Test func jsonPostedToThePageNamesTheFormPostItReads() async throws {
        try await withLiveServer { client in
            let response = try await client.execute(
                uri: "/forms/signup", method: .post, headers: [.contentType: "application/json", .acceptLanguage: "de"],
                body: ByteBuffer(string: #"{"username":"ada1815"}"#))
            #expect(response.status == .unsupportedMediaType)
            let page = String(buffer: response.body)
            #expect(page.contains(
                #"<p class="detail">Der Inhalt muss UTF-8 sein, mit einem Content-Type, den dieses Formular liest: application/x-www-form-urlencoded</p>"#))
            #expect(!page.contains("application/json"))
        }
    }

    /// Addresses no route serves are refused by Hummingbird's router; they are problem details
    /// too, of type `about:blank` titled with the status phrase (RFC 9457 §4.2.1).
    @Test(arguments: [(HTTPRequest.Method.get, "/no/such/page"), (.get, "/transfer"), (.post, "/payment/card")])
    func anAddressNoRouteServesIsAProblemToo(method: HTTPRequest.Method, uri: String) async throws {
        try await withLiveServer { client in
            let response = try await client.execute(uri: uri, method: method)
            #expect(response.status == .notFound)
            #expect(try Problem(response) == Problem(
                type: "about:blank", title: "Not Found", status: 404, detail: nil, code: nil, errors: nil))
        }
    }

    /// A method an address is not served with is `405`, saying which it is served with in
    /// `Allow` (RFC 9110 §15.5.6).
    @Test(arguments: [
        (HTTPRequest.Method.get, "/payment", "POST"), (.delete, "/", "GET"), (.put, "/openapi.json", "GET"),
        (.patch, "/_baseline/signup", "POST"),
    ])
    func aMethodTheAddressIsNotServedWithIsNotAllowed(method: HTTPRequest.Method, uri: String, allowed: String) async throws {
        try await withLiveServer { client in
            let response = try await client.execute(uri: uri, method: method)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == allowed)
            #expect(try Problem(response) == Problem(
                type: "about:blank", title: "Method Not Allowed", status: 405, detail: nil, code: nil, errors: nil))
        }
    }

    @Test func aPostWithoutContentTypeIsUnsupported() async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/signup", #"{"username":"ada1815","invite":"ABCD2345","password":"correct horse battery","confirm":"correct horse battery"}"#,
                contentType: nil)
            #expect(response.status == .unsupportedMediaType)
            #expect(try Problem(response).code == "input.media_type")
        }
    }

    @Test(arguments: ["application/json; charset=utf-8", "Application/JSON", "application/merge-patch+json"])
    func jsonContentTypesAreRead(contentType: String) async throws {
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
            #expect(String(buffer: response.body) == #"{"card":"not a card"}"#)
        }
    }
}
