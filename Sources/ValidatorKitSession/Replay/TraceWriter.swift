import ValidatorKitBatch
/// Writes trace records as JSON lines to a file descriptor, buffered.
public final class TraceWriter {
    private var out: OutputBuffer

    /// A writer to `descriptor`, which it never closes.
    public init(descriptor: Int32) {
        out = OutputBuffer(descriptor: descriptor)
    }

    /// Appends `record` as one JSON line.
    public func write(_ record: TraceRecord) {
        record.writeJSON(to: &out)
    }

    /// Writes everything appended so far.
    public func flush() {
        out.flush()
    }
}
