import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// The same edits as the pages send, applied to a `FormSession` of the same spec in this process
/// (no socket, no HTTP): each timed from `apply` to the last of its records written as a JSON
/// text, the server's work for an edit short of its socket.
enum InProcessEdits {
    /// Runs `rounds` rounds of `script` on a session of the spec at `specPath` and returns each
    /// edit's time.
    static func measure(specPath: String, script: KeystrokeScript, rounds: Int) throws -> [Duration] {
        let clock = ContinuousFieldClock()
        let registry = try ToolRegistry.make(loading: [], clock: clock)
        let prepared = try SpecFile.prepare(specAt: specPath, registry: registry, clock: clock)
        let sink = RecordSink()
        let session = FormSession(prepared) { record in sink.write(record) }
        try session.apply(.focus(script.field))
        let edits = script.round
        var samples: [Duration] = []
        samples.reserveCapacity(rounds * edits.count)
        let timer = ContinuousClock()
        for _ in 0..<rounds {
            for edit in edits {
                let event: FormEvent = edit.typed.map { .type(String($0)) } ?? .backspace(1)
                let start = timer.now
                try session.apply(event)
                samples.append(timer.now - start)
            }
        }
        guard sink.bytes > 0 else { throw LoadFailure("the in-process session wrote no record") }
        return samples
    }
}

/// Where the session's records go: each written as one JSON text, as the server writes each for
/// its socket.
private final class RecordSink {
    /// The bytes written, counted so the work cannot be optimized away.
    private(set) var bytes = 0

    func write(_ record: TraceRecord) {
        var output = OutputBuffer()
        record.writeJSON(to: &output)
        let text = output.withBytes { String(decoding: $0, as: UTF8.self) }
        bytes &+= text.utf8.count
    }
}
