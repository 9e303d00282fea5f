/// Wakes the task that runs the checks of some fields (``Field/runChecks()``,
/// ``Form/runChecks()``): rung when an answer arrives, and when an edit gives a check a new
/// deadline (a text starts to rest, the end of editing starts a check).
///
/// A ring while nobody waits is kept for the next wait, so nothing rung between two waits is
/// lost.
final class CheckAlarm: Sendable {
    private struct State {
        var isRung = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Locked(State())

    /// Wakes the waiting task, or the next one to wait.
    func ring() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let waiter = state.waiter else {
                state.isRung = true
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume()
    }

    /// Suspends until the alarm rings, until one of `deadlines` comes on its clock, or until the
    /// task is cancelled; throws `CancellationError` in the last case.
    func wait(until deadlines: [(clock: any FieldClock, deadline: Duration)]) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await self.waitForRing() }
            for (clock, deadline) in deadlines {
                group.addTask { try await clock.sleep(until: deadline) }
            }
            try await group.next()
            group.cancelAll()
        }
        try Task.checkCancellation()
    }

    /// Suspends until the alarm rings (at once when it rang since the last wait) or the task is
    /// cancelled.
    private func waitForRing() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumesNow = state.withLock { state -> Bool in
                    guard !state.isRung, !Task.isCancelled else {
                        state.isRung = false
                        return true
                    }
                    state.waiter = continuation
                    return false
                }
                if resumesNow {
                    continuation.resume()
                }
            }
        } onCancel: {
            ring()
        }
    }
}
