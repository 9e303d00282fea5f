import Foundation
import HummingbirdTesting
import NIOCore
import Testing
import ValidatorKitServer

/// DNS rebinding: a page of another name that leads to the server's address sends its own
/// name in `Host` and `Origin`. The server answers only the hosts it is told.
@Suite(.timeLimit(.minutes(1))) struct HostAllowlistTests {
    @Test(arguments: [
        ("localhost", true), ("localhost:8080", true), ("LOCALHOST:1", true), ("127.0.0.1:8080", true),
        ("[::1]:8080", true), ("[::1]", true), ("attacker.example:8080", false), ("127.0.0.1.attacker.example", false),
        ("", false), (":8080", false), ("[::1", false), ("[::1]x", false),
    ])
    func theLoopbackNamesAreAllowedByDefault(authority: String, isAllowed: Bool) {
        #expect(HostAllowlist.loopback.allows(authority: authority) == isAllowed)
    }

    @Test func noHostIsNotAllowed() {
        #expect(!HostAllowlist.loopback.allows(authority: nil))
    }

    /// The status line of the answer to a `GET` of `path` with `Host: host` (and `extra` header
    /// lines), on a connection of its own.
    private static func statusLine(port: Int, path: String = "/", host: String, extra: String = "") async throws -> String {
        let connection = try await RawConnection.open(port: port)
        try await connection.send("GET \(path) HTTP/1.1\r\nHost: \(host)\r\n\(extra)Connection: close\r\n\r\n")
        let answer = try await connection.received.get()
        return answer.components(separatedBy: "\r\n").first ?? ""
    }

    @Test func aRequestForAnotherHostIsMisdirected() async throws {
        try await withLiveServer { client in
            let port = try #require(client.port)
            #expect(try await Self.statusLine(port: port, host: "attacker.example:\(port)") == "HTTP/1.1 421 Misdirected Request")
            #expect(try await Self.statusLine(port: port, path: "/forms/payment", host: "attacker.example:\(port)")
                == "HTTP/1.1 421 Misdirected Request")
            #expect(try await Self.statusLine(port: port, host: "127.0.0.1:\(port)") == "HTTP/1.1 200 OK")
        }
    }

    @Test func aHostTheServerIsToldIsAnsweredAndNoOther() async throws {
        let configuration = ServerConfiguration(host: "127.0.0.1", port: 0, allowedHosts: HostAllowlist(["forms.example"]))
        try await withLiveServer(configuration: configuration) { client in
            let port = try #require(client.port)
            #expect(try await Self.statusLine(port: port, host: "forms.example:\(port)") == "HTTP/1.1 200 OK")
            #expect(try await Self.statusLine(port: port, host: "127.0.0.1:\(port)") == "HTTP/1.1 421 Misdirected Request")
        }
    }

    @Test func theLiveFormIsNotOpenedForAnotherHostWhoseOriginAgrees() async throws {
        try await withLiveServer { client in
            let port = try #require(client.port)
            for host in ["attacker.example:\(port)", "127.0.0.1:\(port)"] {
                let connection = try await RawConnection.open(port: port)
                try await connection.send(
                    "GET /forms/payment/live HTTP/1.1\r\nHost: \(host)\r\nOrigin: http://\(host)\r\n"
                        + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                        + "Sec-WebSocket-Version: 13\r\n\r\n")
                // Closes its side once answered: a masked close frame with no body.
                try await Task.sleep(for: .milliseconds(300))
                try? await connection.send(bytes: [0x88, 0x80, 0x00, 0x00, 0x00, 0x00])
                let answer = try await connection.received.get()
                let expected = host.hasPrefix("127.0.0.1") ? "HTTP/1.1 101" : "HTTP/1.1 403"
                #expect(answer.hasPrefix(expected), "\(host): \(answer.prefix(40))")
            }
        }
    }
}
