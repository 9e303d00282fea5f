import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// What the check endpoint of ``withCheckEndpoint(_:)`` received, in order.
actor ReceivedChecks {
    /// The names asked about by `GET /names/{name}`, percent-decoded.
    private(set) var names: [String] = []
    /// The bodies of `POST /check`, with their content type.
    private(set) var bodies: [(body: String, contentType: String?)] = []

    func recordName(_ name: String) {
        names.append(name)
    }

    func recordBody(_ body: String, contentType: String?) {
        bodies.append((body, contentType))
    }
}

/// The names the check endpoint says are taken.
let takenNames: Set<String> = ["alice", "bob"]

/// How long `GET /slow/{name}` takes to answer: longer than the timeouts the tests give.
let slowAnswerDelay = Duration.seconds(3)

/// Runs `body` with the base URL (`http://127.0.0.1:PORT`) of a small HTTP app on a free
/// loopback port, the kind of endpoint the `http` plugin asks:
///
/// | Route | Answer |
/// |---|---|
/// | `GET /names/{name}` | `{"valid": false}` for a taken name, else `{"valid": true}` |
/// | `GET /available/{name}` | `{"available": …}`, the same with another member |
/// | `POST /check` | `{"valid": …}` for the `value` of a JSON body `{"value": name}` |
/// | `GET /slow/{name}` | `{"valid": true}` after ``slowAnswerDelay`` |
/// | `GET /unavailable/{name}` | `503` |
/// | `GET /page/{name}` | `200`, an HTML page |
/// | `GET /other/{name}` | `{"ok": true}`, without the member |
/// | `GET /number/{name}` | `{"valid": 1}`, a member that is not a boolean |
/// | `GET /moved/{name}` | `302` to `/names/{name}` |
/// | `GET /padded/{bytes}` | `{"valid": true, "padding": "xx…"}`, `bytes` bytes long in all |
func withCheckEndpoint<Value: Sendable>(
    _ body: @Sendable (_ baseURL: String, _ received: ReceivedChecks) async throws -> Value
) async throws -> Value {
    let received = ReceivedChecks()
    let router = Router()
    router.get("names/:name") { request, _ -> Response in
        let name = lastSegment(of: request)
        await received.recordName(name)
        return json(#"{"valid": \#(!takenNames.contains(name))}"#)
    }
    router.get("available/:name") { request, _ -> Response in
        json(#"{"available": \#(!takenNames.contains(lastSegment(of: request)))}"#)
    }
    router.post("check") { request, _ -> Response in
        let bytes = try await request.body.collect(upTo: 4096)
        let text = String(buffer: bytes)
        await received.recordBody(text, contentType: request.headers[.contentType])
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        guard let value = object?["value"] as? String else {
            return Response(status: .badRequest)
        }
        return json(#"{"valid": \#(!takenNames.contains(value))}"#)
    }
    router.get("slow/:name") { _, _ -> Response in
        try await Task.sleep(for: slowAnswerDelay)
        return json(#"{"valid": true}"#)
    }
    router.get("unavailable/:name") { _, _ -> Response in
        json(#"{"error": "try later"}"#, status: .serviceUnavailable)
    }
    router.get("page/:name") { _, _ -> Response in
        Response(
            status: .ok, headers: [.contentType: "text/html"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "<html><body>valid</body></html>")))
    }
    router.get("other/:name") { _, _ -> Response in
        json(#"{"ok": true}"#)
    }
    router.get("number/:name") { _, _ -> Response in
        json(#"{"valid": 1}"#)
    }
    router.get("padded/:bytes") { request, _ -> Response in
        let prefix = #"{"valid": true, "padding": ""#
        let suffix = #""}"#
        let bytes = Int(lastSegment(of: request)) ?? 0
        return json(prefix + String(repeating: "x", count: max(0, bytes - prefix.utf8.count - suffix.utf8.count)) + suffix)
    }
    router.get("moved/:name") { request, _ -> Response in
        Response(status: .found, headers: [.location: "/names/\(lastSegment(of: request))"])
    }
    let app = Application(
        router: router,
        configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0), serverName: "check-endpoint"))
    return try await app.test(.live) { client in
        let port = try #require(client.port)
        return try await body("http://127.0.0.1:\(port)", received)
    }
}

/// The last path segment of `request`, percent-decoded.
private func lastSegment(of request: Request) -> String {
    let segment = request.uri.path.split(separator: "/").last.map(String.init) ?? ""
    return segment.removingPercentEncoding ?? segment
}

private func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
    Response(
        status: status, headers: [.contentType: "application/json"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
}
