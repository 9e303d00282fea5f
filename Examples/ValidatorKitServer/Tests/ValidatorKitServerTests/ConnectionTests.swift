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

    @Test func aConnectionBeyondTheLimitIsClosedAtOnceWhenNoneWaitsForItsHead() async throws {
        let limit = 40
        let idleTimeout = Duration.seconds(3)
        try await withLiveServer(configuration: Self.configuration(idleTimeout: idleTimeout, maximumConnections: limit)) { client in
            let port = try #require(client.port)
            // The test client holds one connection of its own, which a request makes no longer
            // wait for its first head. Every held one has sent its whole head (and half its
            // body), so none can be replaced.
            _ = try await client.execute(uri: "/", method: .get)
            var held: [RawConnection] = []
            for _ in 0..<(limit - 1) {
                let connection = try await RawConnection.open(port: port)
                try await connection.send(Self.halves[1])
                held.append(connection)
            }
            try await Task.sleep(for: .milliseconds(200))
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

    /// Sends `text` one byte at a time, a byte every `interval`, until the server closes the
    /// connection or `limit` has passed; answers when it was closed, from the first byte.
    private static func trickle(
        _ text: String, on connection: RawConnection, every interval: Duration, for limit: Duration
    ) async throws -> Duration {
        let started = ContinuousClock.now
        var bytes = Array(text.utf8)[...]
        while !connection.isClosed, ContinuousClock.now - started < limit, let byte = bytes.popFirst() {
            try? await connection.send(bytes: [byte])
            try await Task.sleep(for: interval)
        }
        _ = try await connection.received.get()
        return ContinuousClock.now - started
    }

    @Test func aNewConnectionTakesThePlaceOfTheOneWaitingLongestForItsHead() async throws {
        let limit = 10
        try await withLiveServer(configuration: Self.configuration(idleTimeout: .seconds(5), maximumConnections: limit)) { client in
            let port = try #require(client.port)
            _ = try await client.execute(uri: "/", method: .get)
            // Nine connections that send part of a head: every place is taken, all wait.
            var waiting: [RawConnection] = []
            for _ in 0..<(limit - 1) {
                let connection = try await RawConnection.open(port: port)
                try await connection.send(Self.halves[0])
                waiting.append(connection)
                try await Task.sleep(for: .milliseconds(20))
            }
            // A real request takes the place of the oldest, which is closed; the others stay.
            #expect(try await Self.status(port: port) == 422)
            _ = try await waiting[0].received.get()
            #expect(waiting.dropFirst().allSatisfy { !$0.isClosed })
        }
    }

    @Test func aHeadTrickledAByteAtATimeIsClosedAtTheHeadDeadline() async throws {
        let idleTimeout = Duration.seconds(2)
        try await withLiveServer(configuration: Self.configuration(idleTimeout: idleTimeout, maximumConnections: 100)) { client in
            let port = try #require(client.port)
            let connection = try await RawConnection.open(port: port)
            // A byte every 300 ms never leaves the connection idle for the idle timeout.
            let closedAfter = try await Self.trickle(
                RawConnection.completeRequest("/payment", body: Self.record), on: connection, every: .milliseconds(300),
                for: .seconds(6))
            #expect(closedAfter >= idleTimeout - .milliseconds(100))
            #expect(closedAfter < idleTimeout + .seconds(1))
        }
    }

    @Test func fiveHundredTwelveTricklersAtTheDefaultLimitKeepNoRealRequestOut() async throws {
        let count = ServerConfiguration.defaultMaximumConnections
        try #require(RawConnection.raiseDescriptorLimit() >= 2 * count + 256, "the descriptor limit is too low for this test")
        let idleTimeout = Duration.seconds(3)
        let configuration = ServerConfiguration(host: "127.0.0.1", port: 0, idleTimeout: idleTimeout)
        try await withLiveServer(configuration: configuration) { client in
            let port = try #require(client.port)
            let head = "POST /payment HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            var tricklers: [RawConnection] = []
            for _ in 0..<count {
                let connection = try await RawConnection.open(port: port)
                tricklers.append(connection)
            }
            let started = ContinuousClock.now
            // Every trickler sends its next byte every second, together.
            let trickling = Task {
                var sent = 0
                while sent < head.utf8.count, ContinuousClock.now - started < idleTimeout + .seconds(3) {
                    let byte = Array(head.utf8)[sent]
                    for connection in tricklers where !connection.isClosed {
                        try? await connection.send(bytes: [byte])
                    }
                    sent += 1
                    try? await Task.sleep(for: .seconds(1))
                }
            }
            try await Task.sleep(for: .milliseconds(1_500))
            // Real requests are answered at once, each taking the place of a trickler.
            for _ in 0..<20 {
                let asked = ContinuousClock.now
                #expect(try await Self.status(port: port) == 422)
                #expect(ContinuousClock.now - asked < .milliseconds(500))
            }
            // Every trickler is closed by its head deadline, the last soon after its own.
            for connection in tricklers {
                _ = try await connection.received.get()
            }
            #expect(ContinuousClock.now - started < idleTimeout + .seconds(2))
            trickling.cancel()
            #expect(try await Self.status(port: port) == 422)
        }
    }

    @Test func aHeadOverSixteenKilobytesIsAnsweredBadRequestAtOnce() async throws {
        try await withLiveServer(configuration: Self.configuration(idleTimeout: .seconds(5), maximumConnections: 100)) { client in
            let port = try #require(client.port)
            let language = Array(repeating: "xx-YY;q=0.5", count: 1_600).joined(separator: ", ")
            let connection = try await RawConnection.open(port: port)
            try await connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: \(language)\r\n\r\n")
            #expect(try await connection.received.get().hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        }
    }

    @Test func aMalformedFirstRequestIsAnsweredBadRequestAtOnce() async throws {
        try await withLiveServer(configuration: Self.configuration(idleTimeout: .seconds(5), maximumConnections: 100)) { client in
            let port = try #require(client.port)
            for malformed in ["GARBAGE\r\n\r\n", "GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n", "\u{16}\u{03}\u{01}\u{02}\u{00}\r\n\r\n"] {
                let connection = try await RawConnection.open(port: port)
                let started = ContinuousClock.now
                try await connection.send(malformed)
                let answer = try await connection.received.get()
                #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request\r\n"), "\(answer)")
                #expect(ContinuousClock.now - started < .seconds(1))
            }
        }
    }
}
