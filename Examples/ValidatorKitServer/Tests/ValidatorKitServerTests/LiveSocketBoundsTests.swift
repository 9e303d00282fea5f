import Foundation
import HummingbirdTesting
import NIOCore
import Testing
import ValidatorKit
import ValidatorKitServer

/// What a live form's socket may cost the server: edits bounded by the field, frames of every
/// kind counted, idle sockets closed.
@Suite(.timeLimit(.minutes(1))) struct LiveSocketBoundsTests {
    @Test func anEditPastTheFieldsMaximumIsRefusedAndTheSessionGoesOn() async throws {
        try await withLiveServer { client in
            let port = try #require(client.port)
            // The payment form's name takes at most 26 characters (its `length` validator).
            let transcript = try await LiveSocket.script(port: port, form: "payment", [
                LiveSocket.message("focus", ["field": "name"]),
                LiveSocket.message("paste", ["text": .string(String(repeating: "A", count: 27))]),
                LiveSocket.message("type", ["text": "Ada Lovelace"]),
                LiveSocket.message("type", ["text": .string(String(repeating: "B", count: 15))]),
            ])
            let errors = transcript.messages("error")
            #expect(errors.map { $0["code"] } == ["live.too_long", "live.too_long"])
            #expect(errors.first?["message"] == "'name' takes at most 26 characters; an edit adding 27 is refused")
            #expect(transcript.messages("textChanged").last?["displayed"] == "Ada Lovelace")
        }
    }

    @Test func twoHundredThousandCharactersPastedIntoTheNameSendLittleBack() async throws {
        try await withLiveServer { client in
            let port = try #require(client.port)
            let chunk = String(repeating: "a", count: 4_000)
            let pasted = Array(repeating: LiveSocket.message("type", ["text": .string(chunk)]), count: 50)
            let typed = Array(repeating: LiveSocket.message("type", ["text": .string(String(repeating: "b", count: 20))]), count: 100)
            let transcript = try await LiveSocket.script(
                port: port, form: "payment", [LiveSocket.message("focus", ["field": "name"])] + pasted + typed)
            let sent = transcript.received.reduce(0) { $0 + $1.utf8.count }
            // Each 4,000-character edit is refused; 20 characters fit once (26 at most), the
            // other 99 edits of 20 are refused.
            #expect(transcript.messages("error").count == 50 + 99)
            #expect(sent < 1_000_000)
        }
    }

    /// Upgrades a raw connection to `form`'s live socket; answers it once the `101` is in.
    private static func upgraded(port: Int, form: String = "payment") async throws -> RawConnection {
        let connection = try await RawConnection.open(port: port)
        try await connection.send(
            "GET /forms/\(form)/live HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(LiveSocket.origin(port: port))\r\n"
                + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                + "Sec-WebSocket-Version: 13\r\n\r\n")
        try await Task.sleep(for: .milliseconds(300))
        return connection
    }

    /// A masked client frame with an empty payload: `first` is FIN and the opcode.
    private static func emptyFrame(_ first: UInt8) -> [UInt8] {
        [first, 0x80, 0x01, 0x02, 0x03, 0x04]
    }

    /// A server's close frame (unmasked) of code 1008, policy violation, with `reason`, as
    /// RFC 6455 §5.5.1 lays it out.
    private static func closeFrame(reason: String) -> [UInt8] {
        [0x88, UInt8(2 + reason.utf8.count), 0x03, 0xF0] + Array(reason.utf8)
    }

    @Test func aMessageOfEmptyContinuationFramesIsClosedAtSixtyFourFrames() async throws {
        try await withLiveServer { client in
            let port = try #require(client.port)
            let connection = try await Self.upgraded(port: port)
            // A text frame without FIN, then empty continuations, never finishing the message.
            var bytes = Self.emptyFrame(0x01)
            for _ in 0..<100 { bytes += Self.emptyFrame(0x00) }
            let started = ContinuousClock.now
            try await connection.send(bytes: bytes)
            // After the form's first messages, the close frame: 1008 and the reason.
            let received = Array(try await connection.receivedBytes.get().readableBytesView)
            // At once, not after a timeout (the whole suite in parallel slows it down).
            #expect(ContinuousClock.now - started < .seconds(4))
            #expect(received.suffix(Self.closeFrame(reason: "A message is at most 64 frames").count)
                == Self.closeFrame(reason: "A message is at most 64 frames"))
        }
    }

    @Test func framesSentWithTheUpgradeRequestAreCountedToo() async throws {
        try await withLiveServer { client in
            let port = try #require(client.port)
            let connection = try await RawConnection.open(port: port)
            // The request and a never-ending message of empty continuations in one write, before
            // any `101`: a parser that started at the `101` would see none of them.
            var bytes = Array((
                "GET /forms/payment/live HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(LiveSocket.origin(port: port))\r\n"
                    + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                    + "Sec-WebSocket-Version: 13\r\n\r\n").utf8)
            bytes += Self.emptyFrame(0x01)
            for _ in 0..<100 { bytes += Self.emptyFrame(0x00) }
            try await connection.send(bytes: bytes)
            let received = Array(try await connection.receivedBytes.get().readableBytesView)
            let close = Self.closeFrame(reason: "A message is at most 64 frames")
            #expect(received.starts(with: Array("HTTP/1.1 101".utf8)))
            #expect(received.suffix(close.count) == close)
        }
    }

    @Test func pingsCountAgainstTheFrameRate() async throws {
        try await withLiveServer { client in
            let port = try #require(client.port)
            let connection = try await Self.upgraded(port: port)
            var bytes: [UInt8] = []
            for _ in 0..<500 { bytes += Self.emptyFrame(0x89) }
            try await connection.send(bytes: bytes)
            // What comes first is the pongs the WebSocket layer answered; the close is last.
            let received = Array(try await connection.receivedBytes.get().readableBytesView)
            let close = Self.closeFrame(reason: "More than 400 frames in a second")
            #expect(received.suffix(close.count) == close)
        }
    }

    @Test func anIdleLiveSocketIsClosed() async throws {
        let configuration = ServerConfiguration(host: "127.0.0.1", port: 0, liveIdleTimeout: .seconds(1))
        try await withLiveServer(configuration: configuration) { client in
            let port = try #require(client.port)
            // The clock starts before the upgrade is asked for, so the server's idle timer, which
            // starts at the upgrade, cannot have run longer than this one, however late the
            // client's sleep in `upgraded` wakes on a busy machine.
            let started = ContinuousClock.now
            let connection = try await Self.upgraded(port: port)
            // Pings do not count as activity.
            while !connection.isClosed, ContinuousClock.now - started < .seconds(7) {
                try? await connection.send(bytes: Self.emptyFrame(0x89))
                try await Task.sleep(for: .milliseconds(200))
            }
            _ = try await connection.receivedBytes.get()
            let closedAfter = ContinuousClock.now - started
            #expect(closedAfter >= .seconds(1))
            #expect(closedAfter < .seconds(5))
        }
    }
}
