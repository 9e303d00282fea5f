/// The asynchronous check of one ``Field``: its ``AsyncValidator``, where the check stands, and
/// the answers already known.
struct FieldCheck {
    /// Where the check of the current text stands.
    enum Phase {
        /// Nothing to ask: the text is empty or a synchronous validator did not find it valid.
        case idle
        /// The text is resting; it is asked about at `until` unless it changes first.
        case waiting(text: String, until: Duration)
        /// The validator was asked; without an answer by `deadline` the text is `check.timeout`.
        case running(text: String, deadline: Duration, task: Task<Void, Never>)
        /// The answer for the current text.
        case settled(Validity)
    }

    /// How many answers are kept before the cache starts afresh.
    static let cacheLimit = 256

    let validator: any AsyncValidator
    /// The codes of failures that are asked about again rather than kept: the validator's and
    /// `check.timeout`.
    let retriedCodes: Set<ValidationFailure.Code>
    let inbox = CheckInbox()
    var phase = Phase.idle
    /// Counts the checks started; an answer is applied only when it belongs to the latest.
    var generation = 0
    /// The answers known, by text; retried failures and the answers of cancelled checks are not
    /// kept.
    var answers: [String: Validity] = [:]

    init(validator: any AsyncValidator) {
        self.validator = validator
        retriedCodes = validator.retriedFailureCodes.union([.checkTimeout])
    }

    /// Whether the verdict waits for the check: resting or running.
    var isPending: Bool {
        switch phase {
        case .waiting, .running: true
        case .idle, .settled: false
        }
    }

    /// Whether the validator is being asked.
    var isRunning: Bool {
        if case .running = phase { return true }
        return false
    }

    /// Whether `verdict` says nothing about the text, only about the check: it is asked again.
    func isRetried(_ verdict: Validity) -> Bool {
        guard let failure = verdict.failure else { return false }
        return retriedCodes.contains(failure.code)
    }

    /// Keeps `verdict` as the answer for `text`, unless it is to be asked again.
    mutating func remember(_ verdict: Validity, for text: String) {
        guard !isRetried(verdict) else { return }
        if answers.count >= Self.cacheLimit {
            answers.removeAll(keepingCapacity: true)
        }
        answers[text] = verdict
    }

    /// Cancels a running check, whose answer will then be ignored.
    mutating func cancelRunning() {
        if case .running(_, _, let task) = phase {
            task.cancel()
        }
    }

    /// Asks the validator about `text` on a task of its own, run by ``CheckExecutor``; the answer
    /// arrives in ``inbox``.
    mutating func start(_ text: String, now: Duration) {
        cancelRunning()
        generation += 1
        let generation = generation
        let validator = validator
        let inbox = inbox
        inbox.expectAnswer()
        let task = Task(executorPreference: CheckExecutor.shared) {
            let verdict = await validator.check(text)
            inbox.post(CheckAnswer(generation: generation, text: text, verdict: verdict, wasCancelled: Task.isCancelled))
        }
        phase = .running(text: text, deadline: now + validator.timeout, task: task)
    }
}
