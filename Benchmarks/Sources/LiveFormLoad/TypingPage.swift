import NIOCore
import NIOWebSocket

/// One page of the live form, as a browser's script drives it: opens the socket with the page's
/// own origin (``PageSocket``), focuses the card field and types the script at a person's pace,
/// timing each edit from the moment it is sent to the moment the field's new state arrives (the
/// record the page redraws the field from).
struct TypingPage {
    /// `127.0.0.1`.
    let host: String
    let port: Int
    /// `/forms/payment/live`.
    let path: String
    let script: KeystrokeScript
    /// The time between two keys.
    let pace: Duration
    /// When to stop typing.
    let deadline: ContinuousClock.Instant

    /// What one page measured.
    struct Outcome {
        var roundTrips: [Duration] = []
        /// Why the page stopped before the deadline, if it did.
        var closedEarly: String?
    }

    /// Connects, types until the deadline, closes; `firstKey` delays the first key so the pages
    /// do not type in step.
    func run(firstKey: Duration) async -> Outcome {
        var outcome = Outcome()
        do {
            let connection = try await PageSocket.open(host: host, port: port, path: path, origin: "http://\(host):\(port)")
            try await connection.executeThenClose { inbound, outbound in
                var frames = inbound.makeAsyncIterator()
                let clock = ContinuousClock()
                try await outbound.write(PageSocket.text(script.focus))
                try await clock.sleep(for: firstKey)
                var next = clock.now
                typing: while true {
                    for edit in script.round {
                        guard clock.now < deadline else { break typing }
                        let sent = clock.now
                        try await outbound.write(PageSocket.text(edit.message))
                        awaiting: while true {
                            guard let frame = try await frames.next() else {
                                outcome.closedEarly = "the server closed the connection"
                                break typing
                            }
                            switch frame.opcode {
                            case .text where frame.fin:
                                if Self.isState(String(buffer: frame.unmaskedData), of: script.field, length: edit.length) {
                                    break awaiting
                                }
                            case .ping:
                                try await outbound.write(
                                    WebSocketFrame(fin: true, opcode: .pong, maskKey: .random(), data: frame.unmaskedData))
                            case .connectionClose:
                                var data = frame.unmaskedData
                                let code = data.readInteger(as: UInt16.self).map(String.init) ?? "no code"
                                outcome.closedEarly = "closed by the server (\(code)): \(String(buffer: data))"
                                break typing
                            default:
                                break
                            }
                        }
                        outcome.roundTrips.append(clock.now - sent)
                        next = next.advanced(by: pace)
                        try await clock.sleep(until: max(next, clock.now))
                    }
                }
                var closing = ByteBuffer()
                closing.writeInteger(UInt16(1000))
                try? await outbound.write(WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: .random(), data: closing))
            }
        } catch {
            outcome.closedEarly = outcome.closedEarly ?? "\(error)"
        }
        return outcome
    }

    /// Whether `text` is a `state` record of `field` showing `length` characters (the group
    /// spaces left out), as `replay` writes it: `{"event":"state","field":"card",…,"displayed":"3782 82",…}`.
    static func isState(_ text: String, of field: String, length: Int) -> Bool {
        guard text.hasPrefix(#"{"event":"state","field":"\#(field)""#),
              let start = text.firstRange(of: #""displayed":""#)?.upperBound,
              let end = text[start...].firstIndex(of: "\"")
        else { return false }
        return text[start..<end].count(where: { $0 != " " }) == length
    }
}
