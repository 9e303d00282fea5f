import Foundation
import HummingbirdTesting
import NIOCore
import Testing

/// `GET /` and `GET /openapi.json`, the document checked by openapi-spec-validator and the
/// running service by schemathesis (both from PyPI, ``PythonTool``).
@Suite struct OpenAPITests {
    @Test func theRootListsTheForms() async throws {
        try await withLiveServer { client in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            #expect(String(buffer: response.body) == #"{"forms":[{"name":"checkout","route":"/checkout"},{"name":"masked","route":"/masked"},{"name":"payment","route":"/payment"},{"name":"profile","route":"/profile"},{"name":"signup","route":"/signup"}]}"#)
        }
    }

    @Test func theDocumentDescribesEveryRoute() async throws {
        try await withLiveServer { client in
            let response = try await client.execute(uri: "/openapi.json", method: .get)
            #expect(response.status == .ok)
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
            #expect(document["openapi"] as? String == "3.1.0")
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            #expect(Set(paths.keys) == ["/", "/openapi.json", "/checkout", "/masked", "/payment", "/profile", "/signup"])
            #expect(Set(paths["/payment"]?.keys.map { $0 } ?? []) == ["post"])
            let payment = try #require(paths["/payment"]?["post"] as? [String: Any])
            let responses = try #require(payment["responses"] as? [String: Any])
            #expect(Set(responses.keys) == ["201", "400", "413", "415", "422", "4XX"])
            let unsupported = try #require(responses["415"] as? [String: Any])
            #expect(unsupported["description"] as? String == "The body's media type is not one this form reads: it reads application/json")
        }
    }

    @Test func openapiSpecValidatorAcceptsTheDocument() async throws {
        let validator = try await PythonTool.named("openapi-spec-validator")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("validator-server-openapi-\(UUID().uuidString).json")
        try await withLiveServer { client in
            let response = try await client.execute(uri: "/openapi.json", method: .get)
            try Data(response.body.readableBytesView).write(to: file)
        }
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try await validator(["--schema", "3.1.0", file.path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("OK"))
    }

    /// A bounded schemathesis run (every operation, about 300 requests, a fixed seed; a few
    /// seconds): every check but one passes. No answer is a 5xx; every status, content type,
    /// header and body is as documented; a request the schema refuses is refused; a method an
    /// address is not served with is `405` with `Allow`. Left out: `positive_data_acceptance`,
    /// since a record the schema allows may still fail a validator no schema can state (a card
    /// number's check digit) and is rightly `422`.
    @Test(.timeLimit(.minutes(3))) func schemathesisFindsNoServerErrorAndNoUndocumentedAnswer() async throws {
        let schemathesis = try await PythonTool.named("schemathesis")
        try await withLiveServer { client in
            let base = "http://127.0.0.1:\(try #require(client.port))"
            let run = try await schemathesis([
                "run", "\(base)/openapi.json", "--url", base,
                "--checks", "all", "--exclude-checks", "positive_data_acceptance",
                "--max-examples", "100", "--seed", "1815", "--max-response-time", "5",
                "--no-color",
            ])
            #expect(run.status == 0, "\(run.output)")
        }
    }
}
