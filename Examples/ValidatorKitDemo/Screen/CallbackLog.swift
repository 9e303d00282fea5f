/// The latest lines of the screen's callback log, shared by the session that adds to it and the
/// screen that draws it.
final class CallbackLog {
    /// How many lines are kept.
    static let capacity = 200

    private(set) var lines: [String] = []

    /// Adds the log line of `record`, if it has one.
    func add(_ record: TraceRecord) {
        guard let line = record.logLine else { return }
        lines.append(line)
        if lines.count > Self.capacity {
            lines.removeFirst(lines.count - Self.capacity)
        }
    }
}
