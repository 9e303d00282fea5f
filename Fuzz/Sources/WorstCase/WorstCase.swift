#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point, used here only to run once in the fuzz build that CI already makes
/// (optimised, AddressSanitizer on): it ignores its input, times every case of
/// ``AdversarialCorpus`` three times, prints the table (Markdown) on standard output, and stops
/// with a report when the least disturbed run of any case took more than ten times its bound.
/// `Fuzz/worst-case` runs it; the `fuzz` phase of `scripts/test` runs that.
@_cdecl("LLVMFuzzerTestOneInput")
public func worstCaseOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard !WorstCaseRun.done else { return 0 }
    WorstCaseRun.done = true
    var over: [String] = []
    emit("| Subject | Input | Verdict | Fastest of 3 | Slowest of 3 | Bound (SECURITY.md) |")
    emit("|---|---|---|---:|---:|---:|")
    for adversarialCase in AdversarialCorpus.cases {
        let measurement: Measurement
        do {
            measurement = try Measurement(adversarialCase, runs: 3)
        } catch {
            fatalError("\(adversarialCase.subject), \(adversarialCase.input): cannot be prepared: \(error)")
        }
        let row = [
            adversarialCase.subject, adversarialCase.input.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|"),
            "`\(measurement.verdict)`", Measurement.format(measurement.fastest),
            Measurement.format(measurement.slowest), Measurement.format(adversarialCase.bound),
        ]
        emit("| " + row.joined(separator: " | ") + " |")
        if measurement.exceedsTenTimesTheBound {
            over.append("\(adversarialCase.subject), \(adversarialCase.input): \(Measurement.format(measurement.fastest)), more than 10 × \(Measurement.format(adversarialCase.bound))")
        }
    }
    precondition(over.isEmpty, "worst case beyond ten times its bound:\n" + over.joined(separator: "\n"))
    return 0
}

/// Writes `line` to standard output at once, so the rows measured so far are there even when a
/// later case stops the run.
private func emit(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var written = 0
    while written < bytes.count {
        let result = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else { return }
        written += result
    }
}

/// Whether the cases have run in this process (libFuzzer may call the entry point again).
/// `nonisolated(unsafe)`: libFuzzer calls the entry point from one thread, one input at a time.
enum WorstCaseRun {
    nonisolated(unsafe) static var done = false
}
