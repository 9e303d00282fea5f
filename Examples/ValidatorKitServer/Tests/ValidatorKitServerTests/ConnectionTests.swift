import Foundation
import HummingbirdTesting
import NIOCore
import Testing
import ValidatorKitServer

/// Connections that send half a request and then nothing: the server keeps answering real
/// requests while they are open, closes each after the idle timeout, and closes at once a
/// connection beyond its limit.
@Suite(.serialized, .timeLimit(.minutes(2))) struct ConnectionTests {
    /// A valid payment but for its missing security code: a `422`.
    private static let record = #"{"name":"Ada Lovelace","card":"4242424242424242","expiry":"\#(PaymentRouteTests.expiry)"}"#

    /// Half a request each: a head cut short, and a whole head with half its body.
    private static let halves = [
        "POST /payment HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: appl",
        "POST /payment HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 90\r\n\r\n{\"name\":\"Ada",
    ]

    private static func configuration(idleTimeout: Duration, maximumConnections: Int) -> ServerConfiguration {
        ServerConfiguration(
            host: "127.0.0.1", port: 0, idleTimeout: idleTimeout, requestReadTimeout: .seconds(30),
            maximumConnections: maximumConnections)
    }

    /// Sends a whole request on a new connection and answers the status code of the answer,
    /// nil when there is none.
    private static func status(port: Int) async throws -> Int? {
        let connection = try await RawConnection.open(port: port)
        try await connection.send(RawConnection.completeRequest("/payment", body: record))
        let answer = try await connection.received.get()
        // HTTP/1.1 422 Unprocessable Entity
        return answer.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    /// Opens `count` connections to `port`, each sending one of ``halves``.
    private static func openHalfSent(_ count: Int, port: Int) async throws -> [RawConnection] {
        var connections: [RawConnection] = []
        for index in 0..<count {
            let connection = try await RawConnection.open(port: port)
            try await connection.send(halves[index % halves.count])
            connections.append(connection)
        }
        return connections
    }

    @Test func manyHalfSentRequestsAreClosedAfterTheIdleTimeoutWhileRealOnesAreAnswered() async throws {
        // Two descriptors a connection (both ends are in this process), and room for the rest.
        let count = min(1_500, (RawConnection.raiseDescriptorLimit() - 256) / 2)
        try #require(count >= 500, "the descriptor limit is too low for this test")
        let idleTimeout = Duration.seconds(3)
        try await withLiveServer(configuration: Self.configuration(idleTimeout: idleTimeout, maximumConnections: count + 100)) { client in
            let port = try #require(client.port)
            let started = ContinuousClock.now
            let halfSent = try await Self.openHalfSent(count, port: port)
            let opening = ContinuousClock.now - started

            // Real requests are answered at once while every half-sent one is held.
            for _ in 0..<20 {
                let asked = ContinuousClock.now
                let status = try await Self.status(port: port)
                #expect(status == 422)
                #expect(ContinuousClock.now - asked < .milliseconds(500))
            }
            let openWhileAnswering = halfSent.filter { !$0.isClosed }.count
            if ContinuousClock.now - started < idleTimeout {
                #expect(openWhileAnswering == count)
            }

            // Every half-sent connection is closed by the server after the idle timeout, the
            // last one soon after its own; what a closed one received is nothing.
            var answers: [String] = []
            for connection in halfSent {
                answers.append(try await connection.received.get())
            }
            let closedAfter = ContinuousClock.now - started
            #expect(closedAfter >= idleTimeout)
            #expect(closedAfter < opening + idleTimeout + .seconds(3))
            #expect(answers.allSatisfy { $0.isEmpty })
            let status = try await Self.status(port: port)
            #expect(status == 422)
        }
    }

    @Test func aConnectionBeyondTheLimitIsClosedAtOnce() async throws {
        let limit = 40
        let idleTimeout = Duration.seconds(3)
        try await withLiveServer(configuration: Self.configuration(idleTimeout: idleTimeout, maximumConnections: limit)) { client in
            let port = try #require(client.port)
            // The test client holds one connection of its own.
            let held = try await Self.openHalfSent(limit - 1, port: port)
            let started = ContinuousClock.now
            let beyond = try await RawConnection.open(port: port)
            #expect(try await beyond.received.get() == "")
            #expect(ContinuousClock.now - started < .seconds(1))
            #expect(held.allSatisfy { !$0.isClosed })

            // Once the idle timeout has freed the held ones, requests are answered again.
            for connection in held {
                _ = try await connection.received.get()
            }
            let status = try await Self.status(port: port)
            #expect(status == 422)
        }
    }

    @Test func aBodyTrickledPastTheReadTimeoutIsClosed() async throws {
        let configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, idleTimeout: .seconds(2), requestReadTimeout: .seconds(1))
        try await withLiveServer(configuration: configuration) { client in
            let port = try #require(client.port)
            let connection = try await RawConnection.open(port: port)
            let started = ContinuousClock.now
            try await connection.send(
                "POST /payment HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 90\r\n\r\n{")
            // A byte every 300 ms keeps the connection from ever being idle.
            while !connection.isClosed, ContinuousClock.now - started < .seconds(4) {
                try? await connection.send(" ")
                try await Task.sleep(for: .milliseconds(300))
            }
            _ = try await connection.received.get()
            let elapsed = ContinuousClock.now - started
            #expect(elapsed >= .seconds(1))
            #expect(elapsed < .seconds(2))
        }
    }
}
