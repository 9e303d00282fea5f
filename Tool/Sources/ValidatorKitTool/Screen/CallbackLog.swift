public import ValidatorKitSession

/// The latest lines of the screen's callback log, shared by the session that adds to it and the
/// screen that draws it.
public final class CallbackLog {
    /// How many lines are kept.
    public static let capacity = 200

    /// The lines kept, oldest first.
    public private(set) var lines: [String] = []

    /// An empty log.
    public init() {}

    /// Adds the log line of `record`, if it has one.
    public func add(_ record: TraceRecord) {
        guard let line = record.logLine else { return }
        lines.append(line)
        if lines.count > Self.capacity {
            lines.removeFirst(lines.count - Self.capacity)
        }
    }
}
