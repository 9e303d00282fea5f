import Logging
import Synchronization

/// A connection's log handler that writes what its wrapped handler writes, but for the error the
/// WebSocket upgrade's channel logs when a connection ends before its first request was read
/// (a malformed request answered `400`, a head that never came, a connection whose place a
/// newer one took): those are the server doing its job, written at `debug`.
struct EarlyCloseLogHandler: LogHandler {
    /// Whether the connection was closed before its first request was read; set by the
    /// connection's handlers, read when a line is logged.
    final class Outcome: Sendable {
        private let isClosedEarly = Atomic(false)

        /// Marks the connection as closed before its first request was read.
        func closedEarly() {
            isClosedEarly.store(true, ordering: .relaxed)
        }

        var wasClosedEarly: Bool {
            isClosedEarly.load(ordering: .relaxed)
        }
    }

    var wrapped: any LogHandler
    let outcome: Outcome

    var logLevel: Logger.Level {
        get { wrapped.logLevel }
        set { wrapped.logLevel = newValue }
    }

    var metadata: Logger.Metadata {
        get { wrapped.metadata }
        set { wrapped.metadata = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { wrapped[metadataKey: key] }
        set { wrapped[metadataKey: key] = newValue }
    }

    func log(event: LogEvent) {
        var event = event
        if event.level == .error, outcome.wasClosedEarly {
            guard wrapped.logLevel <= .debug else { return }
            event.level = .debug
        }
        wrapped.log(event: event)
    }
}
