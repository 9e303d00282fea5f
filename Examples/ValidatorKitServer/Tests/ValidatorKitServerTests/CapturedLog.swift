import Logging
import Synchronization

/// Every log line a logger wrote, message and metadata, for checking what never appears there.
final class CapturedLog: Sendable {
    private let lines = Mutex<[String]>([])

    /// A logger at `debug` that writes here.
    var logger: Logger {
        var logger = Logger(label: "captured") { _ in Handler(sink: self) }
        logger.logLevel = .debug
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
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .debug

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
