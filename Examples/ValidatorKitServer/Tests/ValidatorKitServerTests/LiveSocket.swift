import Foundation
import HTTPTypes
import HummingbirdWSClient
import Logging
import NIOCore
import NIOWebSocket
import Synchronization
import ValidatorKit

/// A real WebSocket client of `/forms/{form}/live` on the loopback server: what it received, and
/// the close frame the server sent, if any.
struct LiveTranscript: Sendable {
    /// Every text message received, in order.
    let received: [String]
    /// The server's close frame; nil when the client closed first.
    let close: WebSocketCloseFrame?

    /// Each message read as a JSON object.
    var objects: [[String: JSONValue]] {
        received.compactMap { try? JSONValue.record(from: Array($0.utf8)) }
    }

    /// The messages whose `event` is `event`.
    func messages(_ event: String) -> [[String: JSONValue]] {
        objects.filter { $0["event"] == .string(event) }
    }
}

enum LiveSocket {
    /// The message the tests send last: the server answers it with an `error` after everything
    /// the messages before it made, so its answer marks the end of theirs.
    static let endOfScript = #"{"event":"end-of-script"}"#

    /// The page's own origin for a server on `port`.
    static func origin(port: Int) -> String {
        "http://127.0.0.1:\(port)"
    }

    /// Connects to `form`'s live socket on `port` with `origin` (the page's own by default),
    /// sends `messages` and reads until `isDone` says so or the server closes.
    static func exchange(
        port: Int, form: String, query: String = "", origin: String?? = .none, messages: [String],
        until isDone: @escaping @Sendable ([String]) -> Bool, whileOpen: (@Sendable () async throws -> Void)? = nil
    ) async throws -> LiveTranscript {
        let received = Mutex<[String]>([])
        var headers: HTTPFields = [:]
        if let origin = origin ?? Self.origin(port: port) {
            headers[.origin] = origin
        }
        let close = try await WebSocketClient.connect(
            url: "ws://127.0.0.1:\(port)/forms/\(form)/live\(query)",
            configuration: WebSocketClientConfiguration(maxFrameSize: 1 << 16, additionalHeaders: headers),
            logger: Logger(label: "live-socket-test")
        ) { inbound, outbound, _ in
            for message in messages {
                try? await outbound.write(.text(message))
            }
            var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
            while let message = try await messages.next() {
                guard case .text(let text) = message else { continue }
                let all = received.withLock { received in
                    received.append(text)
                    return received
                }
                if isDone(all) { break }
            }
            if let whileOpen {
                try await whileOpen()
            }
            try? await outbound.close(.normalClosure, reason: nil)
        }
        return LiveTranscript(received: received.withLock { $0 }, close: close)
    }

    /// The bytes a WebSocket client at the level of RFC 6455 receives when it asks to upgrade
    /// to `form`'s live socket and closes its side at once (a masked close frame with no body),
    /// until the server closes the connection.
    ///
    /// For a socket the server closes as soon as it opens: hummingbird's `WebSocketClient` can
    /// miss a close frame that arrives with the `101` answer, and then waits for good.
    static func refusedUpgrade(port: Int, form: String) async throws -> ByteBuffer {
        let connection = try await RawConnection.open(port: port)
        try await connection.send(upgradeRequest(port: port, form: form))
        try await connection.send(bytes: [0x88, 0x80, 0x00, 0x00, 0x00, 0x00])
        return try await connection.receivedBytes.get()
    }

    /// A request to upgrade to `form`'s live socket, as RFC 6455 writes it, with `origin` (the
    /// page's own by default) and `extra` header lines.
    static func upgradeRequest(port: Int, form: String, origin: String? = nil, extra: String = "") -> String {
        "GET /forms/\(form)/live HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin ?? Self.origin(port: port))\r\n"
            + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
            + "Sec-WebSocket-Version: 13\r\n\(extra)\r\n"
    }

    /// The text messages the server sends for `messages` on a live socket opened from `source`,
    /// a loopback address (``RawConnection/open(port:from:group:)``), at the level of RFC 6455.
    ///
    /// The script ends with a message over ``maximumMessageBytes``: the server applies the
    /// messages in order, sends everything they made, then closes the socket for that one, so
    /// every answer has arrived once the connection is closed.
    static func script(port: Int, form: String, from source: String, _ messages: [String]) async throws -> LiveTranscript {
        let connection = try await RawConnection.open(port: port, from: source)
        try await connection.send(upgradeRequest(port: port, form: form))
        let overLimit = String(repeating: " ", count: maximumMessageBytes + 1)
        for message in messages + [overLimit] {
            try await connection.send(bytes: maskedTextFrame(message))
        }
        return LiveTranscript(received: textMessages(afterUpgradeIn: try await connection.receivedBytes.get()), close: nil)
    }

    /// The server's limit on a message, in bytes (`LiveFormSocket.maximumMessageBytes`, SECURITY.md).
    static let maximumMessageBytes = 4096

    /// A client's text frame of `text`, masked with the key 0 (RFC 6455 §5.3: the bytes unchanged).
    private static func maskedTextFrame(_ text: String) -> [UInt8] {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        return frame + [0, 0, 0, 0] + payload
    }

    /// The text frames the server sent after its `101` answer in `bytes`, each one message.
    private static func textMessages(afterUpgradeIn bytes: ByteBuffer) -> [String] {
        let all = Array(bytes.readableBytesView)
        let headEnd = Array("\r\n\r\n".utf8)
        guard String(decoding: all.prefix(12), as: UTF8.self) == "HTTP/1.1 101",
            let end = all.indices.first(where: { all[$0...].starts(with: headEnd) })
        else { return [] }
        var texts: [String] = []
        var at = end + headEnd.count
        while at + 2 <= all.count {
            var length = Int(all[at + 1] & 0x7F)
            var start = at + 2
            if length == 126, start + 2 <= all.count {
                length = Int(all[start]) << 8 | Int(all[start + 1])
                start += 2
            } else if length == 127, start + 8 <= all.count {
                length = all[start..<start + 8].reduce(0) { $0 << 8 | Int($1) }
                start += 8
            }
            guard start + length <= all.count else { break }
            if all[at] == 0x81 {
                texts.append(String(decoding: all[start..<start + length], as: UTF8.self))
            }
            at = start + length
        }
        return texts
    }

    /// The close frame that follows a `101 Switching Protocols` answer in `bytes`: its code and
    /// reason; nil when the answer is no upgrade or no close frame follows it.
    static func closeFrame(afterUpgradeIn bytes: ByteBuffer) -> (code: Int, reason: String)? {
        let all = Array(bytes.readableBytesView)
        let headEnd = Array("\r\n\r\n".utf8)
        guard String(decoding: all.prefix(12), as: UTF8.self) == "HTTP/1.1 101",
            let end = all.indices.first(where: { all[$0...].starts(with: headEnd) })
        else { return nil }
        let frame = Array(all[(end + headEnd.count)...])
        // FIN and opcode 8 (close), unmasked, a length under 126.
        guard frame.count >= 4, frame[0] == 0x88, frame[1] < 126, frame.count >= 2 + Int(frame[1]) else { return nil }
        let code = Int(frame[2]) << 8 | Int(frame[3])
        return (code, String(decoding: frame[4..<(2 + Int(frame[1]))], as: UTF8.self))
    }

    /// Sends `messages` then ``endOfScript``, and reads until its answer.
    static func script(port: Int, form: String, query: String = "", _ messages: [String]) async throws -> LiveTranscript {
        let transcript = try await exchange(port: port, form: form, query: query, messages: messages + [endOfScript]) { received in
            received.last?.contains("end-of-script") == true
        }
        return LiveTranscript(received: Array(transcript.received.dropLast()), close: transcript.close)
    }

    /// A message as JSON text: `message("type", ["text": "12"])`.
    static func message(_ event: String, _ members: [String: JSONValue] = [:]) -> String {
        var object = members
        object["event"] = .string(event)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(JSONValue.object(object))).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
