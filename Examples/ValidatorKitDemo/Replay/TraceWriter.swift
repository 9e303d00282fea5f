/// Writes trace records as JSON lines to a file descriptor, buffered.
final class TraceWriter {
    private var out: OutputBuffer

    init(descriptor: Int32) {
        out = OutputBuffer(descriptor: descriptor)
    }

    /// Appends `record` as one JSON line.
    func write(_ record: TraceRecord) {
        record.writeJSON(to: &out)
    }

    /// Writes everything appended so far.
    func flush() {
        out.flush()
    }
}
