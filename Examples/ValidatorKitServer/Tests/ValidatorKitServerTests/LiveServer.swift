import Hummingbird
import HummingbirdTesting
import NIOCore
import Logging
import ValidatorKitServer

/// The repository's `Examples/Specs`, the folder the service is run with.
let specFolder: String = {
    let components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    // …/Examples/ValidatorKitServer/Tests/ValidatorKitServerTests/LiveServer.swift
    return components.dropLast(4).joined(separator: "/") + "/Specs"
}()

/// Runs `body` against the real server listening on a loopback port, with a real HTTP client
/// over a socket (HummingbirdTesting's `.live` framework).
func withLiveServer<Value: Sendable>(
    specs: String = specFolder,
    logger: Logger = Logger(label: "validator-server-tests"),
    configuration: ServerConfiguration = ServerConfiguration(host: "127.0.0.1", port: 0, servesBaseline: true),
    _ body: @Sendable (any TestClientProtocol) async throws -> Value
) async throws -> Value {
    let service = try ValidationService.load(specFolder: specs, simulatesUsernameDirectory: true)
    let app = buildApplication(service: service, configuration: configuration, logger: logger)
    return try await app.test(.live, body)
}

/// A POST with a JSON content type.
func post(
    _ client: any TestClientProtocol, _ uri: String, _ body: String, contentType: String? = "application/json"
) async throws -> TestResponse {
    var headers: HTTPFields = [:]
    if let contentType { headers[.contentType] = contentType }
    return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body))
}
