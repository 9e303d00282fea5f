import ValidatorKitBatch
public import ValidatorKit

/// Plays a replay script against a form: reads events line by line, applies them through a
/// ``FormSession`` and writes every record as a JSON line as it happens.
public struct ReplayRunner {
    /// The form played against.
    public let prepared: PreparedForm
    /// The clock of the form's fields, moved on by `wait` lines only.
    public let clock: ManualFieldClock

    /// A runner for `prepared`, whose fields were built with `clock`.
    public init(prepared: PreparedForm, clock: ManualFieldClock) {
        self.prepared = prepared
        self.clock = clock
    }

    /// Reads `input` to its end, writing the trace to `output`. A line that cannot be read or
    /// applied stops the replay with an error naming its number; the trace so far is written.
    public func run(input: Int32, output: Int32) throws(ReplayFailure) {
        let writer = TraceWriter(descriptor: output)
        let session = FormSession(prepared) { writer.write($0) }
        var reader = LineReader(descriptor: input)
        var lineNumber = 0
        var failure: ReplayFailure?
        reader.forEachLine(beforeWaiting: { writer.flush() }) { (bytes) -> Bool in
            lineNumber += 1
            do throws(ReplayLineError) {
                try play(bytes, session: session, writer: writer, lineNumber: lineNumber)
                return true
            } catch {
                failure = ReplayFailure(line: lineNumber, problem: error.description)
                return false
            }
        }
        writer.flush()
        if let failure {
            throw failure
        }
    }

    private func play(
        _ bytes: UnsafeBufferPointer<UInt8>, session: FormSession, writer: TraceWriter, lineNumber: Int
    ) throws(ReplayLineError) {
        guard let line = String(validating: bytes, as: UTF8.self) else {
            throw ReplayLineError("Not valid UTF-8")
        }
        guard let instruction = try ReplayScriptParser.parse(line) else { return }
        writer.write(.step(line: lineNumber, command: String(line.prefix { $0 != " " })))
        switch instruction {
        case .event(let event):
            do {
                try session.apply(event)
            } catch {
                throw ReplayLineError(error.description)
            }
        case .wait(let duration):
            // Stops at every moment a check is due or a simulated server answers on the way.
            clock.advance(by: duration, updating: session.form.fields, afterEachStop: session.timePassed)
        }
    }
}
