import Foundation
import Testing
import ValidatorKitServer

/// A WebSocket upgrade of the live form that is not from one of the server's pages is answered as
/// the same request without the upgrade is (SECURITY.md: `403`), not with hummingbird-websocket's
/// empty `400`.
@Suite struct DeclinedUpgradeTests {
    private static func upgrade(path: String, origin: String, port: Int) -> String {
        "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    }

    @Test func aForeignOriginsUpgradeIsForbidden() async throws {
        try await withLiveServer { client in
            let port = try #require(client.port)
            let connection = try await RawConnection.open(port: port)
            try await connection.send(Self.upgrade(path: "/forms/payment/live", origin: "http://attacker.example", port: port))
            let answer = try await connection.received.get()
            #expect(answer.hasPrefix("HTTP/1.1 403 Forbidden\r\n"), "\(answer)")
            #expect(answer.contains("content-type: application/problem+json\r\n") || answer.contains("Content-Type: application/problem+json\r\n"))
            #expect(answer.hasSuffix(#"{"status":403,"title":"Forbidden","type":"about:blank"}"#))
        }
    }

    @Test func anUpgradeOfAnUnknownFormIsNotFound() async throws {
        try await withLiveServer { client in
            let port = try #require(client.port)
            let connection = try await RawConnection.open(port: port)
            try await connection.send(Self.upgrade(path: "/forms/nope/live", origin: "http://127.0.0.1:\(port)", port: port))
            let answer = try await connection.received.get()
            #expect(answer.hasPrefix("HTTP/1.1 404 Not Found\r\n"), "\(answer)")
            #expect(answer.contains(#""code":"form.unknown""#))
        }
    }
}
