import Dispatch

extension AsyncValidator {
    /// The whole verdict on `text` for a host without a ``Field`` (a batch of lines): the
    /// synchronous verdict, and once it is valid the answer of ``check(_:)``, waited for on the
    /// calling thread for at most ``timeout`` (then `check.timeout`).
    ///
    /// The check runs on ``CheckExecutor``, so the wait holds only the calling thread; still,
    /// call it from a thread of your own rather than from Swift's shared pool.
    public func validateWaitingForCheck(_ text: String) -> Validity {
        let local = validate(text)
        guard local.isValid else { return local }
        let inbox = CheckInbox()
        let answered = DispatchSemaphore(value: 0)
        inbox.expectAnswer()
        let task = Task(executorPreference: CheckExecutor.shared) {
            let verdict = await check(text)
            inbox.post(CheckAnswer(generation: 0, text: text, verdict: verdict, wasCancelled: Task.isCancelled))
            answered.signal()
        }
        let (seconds, attoseconds) = timeout.components
        let limit = DispatchTime.now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        guard answered.wait(timeout: limit) == .success, let answer = inbox.takeAnswers().first else {
            task.cancel()
            return .invalid(ValidationFailure(code: .checkTimeout))
        }
        return answer.verdict
    }
}
