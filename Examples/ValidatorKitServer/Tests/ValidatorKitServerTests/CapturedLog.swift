import Logging
import Synchronization

/// Every log line a logger wrote, message and metadata, for checking what never appears there.
final class CapturedLog: Sendable {
    private let lines = Mutex<[String]>([])

    /// A logger at `debug` that writes here.
    var logger: Logger {
        logger(at: .debug)
    }

    /// A logger at `level` that writes here.
    func logger(at level: Logger.Level) -> Logger {
        var logger = Logger(label: "captured") { _ in Handler(sink: self, logLevel: level) }
        logger.logLevel = level
        return logger
    }

    /// Every line written so far.
    var all: [String] {
        lines.withLock { $0 }
    }

    fileprivate func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    private struct Handler: LogHandler {
        let sink: CapturedLog
        var logLevel: Logger.Level
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let merged = metadata.merging(event.metadata ?? [:]) { $1 }
            sink.append("\(event.level) \(event.message) \(merged)")
        }
    }
}
