import HTTPTypes
import Logging
import HummingbirdWSClient

/// One page of the live form, as a browser's script would drive it: opens the socket with the
/// page's own origin, focuses the card field and types the script at a person's pace, timing
/// each edit from the moment it is sent to the moment the field's new state arrives (the record
/// the page redraws the field from).
struct TypingPage {
    /// `ws://127.0.0.1:PORT/forms/payment/live`.
    let socketURL: String
    /// `http://127.0.0.1:PORT`, the origin of the page.
    let origin: String
    let script: KeystrokeScript
    /// The time between two keys.
    let pace: Duration
    /// When to stop typing.
    let deadline: ContinuousClock.Instant

    /// What one page measured.
    struct Outcome {
        var roundTrips: [Duration] = []
        /// Why the server closed the socket early, if it did.
        var closedEarly: String?
    }

    /// Connects, types until `deadline`, closes; `firstKey` delays the first key so the pages
    /// do not type in step.
    func run(firstKey: Duration) async -> Outcome {
        var configuration = WebSocketClientConfiguration(maxFrameSize: 1 << 16)
        configuration.additionalHeaders[.origin] = origin
        var logger = Logger(label: "live-form-load")
        logger.logLevel = .critical
        let outcome = OutcomeBox()
        do {
            let close = try await WebSocketClient.connect(url: socketURL, configuration: configuration, logger: logger) {
                inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
                let clock = ContinuousClock()
                try await outbound.write(.text(script.focus))
                try await clock.sleep(for: firstKey)
                var next = clock.now
                typing: while true {
                    for edit in script.round {
                        guard clock.now < deadline else { break typing }
                        let sent = clock.now
                        try await outbound.write(.text(edit.message))
                        while true {
                            guard let message = try await messages.next() else {
                                outcome.value.closedEarly = "the server closed the socket"
                                break typing
                            }
                            if case .text(let text) = message, Self.isState(text, of: script.field, length: edit.length) {
                                break
                            }
                        }
                        outcome.value.roundTrips.append(clock.now - sent)
                        next = next.advanced(by: pace)
                        try await clock.sleep(until: max(next, clock.now))
                    }
                }
                try await outbound.close(.normalClosure, reason: nil)
            }
            if let close, close.closeCode != .normalClosure {
                outcome.value.closedEarly = "closed with \(close.closeCode): \(close.reason ?? "")"
            }
        } catch {
            outcome.value.closedEarly = outcome.value.closedEarly ?? "\(error)"
        }
        return outcome.value
    }

    /// Whether `text` is a `state` record of `field` showing `length` characters (the group
    /// spaces left out), as `replay` writes it: `{"event":"state","field":"card",…,"displayed":"3782 82",…}`.
    static func isState(_ text: String, of field: String, length: Int) -> Bool {
        guard text.hasPrefix(#"{"event":"state","field":"\#(field)""#),
              let start = text.range(of: #""displayed":""#)?.upperBound,
              let end = text[start...].firstIndex(of: "\"")
        else { return false }
        return text[start..<end].count(where: { $0 != " " }) == length
    }
}

/// The outcome a page's socket handler fills in; the handler runs once, in one task at a time.
private final class OutcomeBox: @unchecked Sendable {
    var value = TypingPage.Outcome()
}
