import Dispatch

/// The asynchronous checks of one submitted record, started together on ``CheckExecutor`` and
/// waited for together: until every check has answered, or until the latest of their limits.
///
/// Each check's limit is the earlier of the record's deadline and its validator's
/// ``AsyncValidator/timeout``, counted from when the run starts; an answer after its limit, and
/// no answer at all, is `check.timeout`. The checks are cancelled once the run is over.
final class RecordCheckRun: Sendable {
    private struct State {
        /// Each check's verdict once it has answered (or its answer came too late).
        var verdicts: [Validity?]
        var unanswered: Int
        var isOver = false
        /// What to do when the run is over, done once.
        var whenOver: (@Sendable () -> Void)?
    }

    /// The verdict of a check that did not answer within its limit.
    static let timedOut = Validity.invalid(ValidationFailure(code: .checkTimeout, variant: "submission"))

    let checks: [PendingRecordCheck]
    private let limits: [ContinuousClock.Instant]
    /// The latest limit: when the run is over whatever has answered.
    private let end: ContinuousClock.Instant
    private let state: Locked<State>

    /// A run of `checks`, each within `deadline` and its validator's timeout from now.
    init(_ checks: [PendingRecordCheck], deadline: Duration) {
        let start = ContinuousClock.now
        self.checks = checks
        limits = checks.map { start + min(deadline, $0.validator.timeout) }
        end = limits.max() ?? start
        state = Locked(State(verdicts: Array(repeating: nil, count: checks.count), unanswered: checks.count))
    }

    /// The checks' verdicts, in order, awaited without blocking a thread.
    func verdicts() async -> [Validity] {
        let tasks = start()
        let timer = Task { [end] in
            try? await Task.sleep(until: end, clock: .continuous)
            self.finish()
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                whenOver { continuation.resume() }
            }
        } onCancel: {
            finish()
        }
        timer.cancel()
        return settle(tasks)
    }

    /// The checks' verdicts, in order, waited for on the calling thread.
    func verdictsWaitingOnThisThread() -> [Validity] {
        let tasks = start()
        let over = DispatchSemaphore(value: 0)
        whenOver { over.signal() }
        _ = over.wait(timeout: Self.dispatchTime(in: ContinuousClock.now.duration(to: end)))
        finish()
        return settle(tasks)
    }

    /// The dispatch time `duration` from now; now for a negative one, the distant future for
    /// one past what nanoseconds count.
    private static func dispatchTime(in duration: Duration) -> DispatchTime {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return .now() }
        let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow, nanoseconds < Int64(Int.max) - 1_000_000_000 else { return .distantFuture }
        return .now() + .nanoseconds(Int(nanoseconds + attoseconds / 1_000_000_000))
    }

    /// Starts every check on its own task on ``CheckExecutor``.
    private func start() -> [Task<Void, Never>] {
        checks.indices.map { index in
            Task(executorPreference: CheckExecutor.shared) { [checks] in
                let verdict = await checks[index].validator.check(checks[index].text)
                self.post(verdict, at: index)
            }
        }
    }

    /// Takes the answer of check `index`: `check.timeout` when it comes after the check's limit,
    /// nothing once the run is over.
    private func post(_ verdict: Validity, at index: Int) {
        let arrived = ContinuousClock.now
        let action: (@Sendable () -> Void)? = state.withLock { state in
            guard !state.isOver, state.verdicts[index] == nil else { return nil }
            state.verdicts[index] = arrived <= limits[index] ? verdict : Self.timedOut
            state.unanswered -= 1
            return state.unanswered == 0 ? Self.over(&state) : nil
        }
        action?()
    }

    /// Ends the run, whatever has answered.
    private func finish() {
        state.withLock { Self.over(&$0) }?()
    }

    /// Marks the run over; returns what is to be done, once.
    private static func over(_ state: inout State) -> (@Sendable () -> Void)? {
        guard !state.isOver else { return nil }
        state.isOver = true
        defer { state.whenOver = nil }
        return state.whenOver
    }

    /// Does `action` when the run is over: at once if it is.
    private func whenOver(_ action: @escaping @Sendable () -> Void) {
        let isOver = state.withLock { state in
            if !state.isOver { state.whenOver = action }
            return state.isOver
        }
        if isOver { action() }
    }

    /// Cancels `tasks` and returns each check's verdict, `check.timeout` where none came.
    private func settle(_ tasks: [Task<Void, Never>]) -> [Validity] {
        for task in tasks { task.cancel() }
        return state.withLock { $0.verdicts.map { $0 ?? Self.timedOut } }
    }
}
