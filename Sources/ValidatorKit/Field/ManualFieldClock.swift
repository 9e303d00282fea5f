import Foundation

/// A ``FieldClock`` that moves only when told to, so tests never sleep and a scripted replay
/// (`validator replay`, whose `wait` lines move it) always gives the same trace.
///
/// It starts at zero; ``advance(by:)`` is safe from any thread, and wakes every task sleeping
/// until a moment it passes, earliest first. ``advance(by:updating:afterEachStop:)`` also lets
/// the asynchronous checks of some fields answer at the exact moments they are due.
public final class ManualFieldClock: FieldClock {
    private struct Sleeper {
        let deadline: Duration
        let identifier: UInt64
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var elapsed = Duration.zero
        var sleepers: [Sleeper] = []
        var lastIdentifier: UInt64 = 0
    }

    private let state = Locked(State())

    /// How long ``advance(by:updating:afterEachStop:)`` waits, in real time, for checks to
    /// answer or fall asleep on the clock before it moves on anyway.
    private static let settlingLimit = Duration.seconds(10)

    /// Creates a clock at its origin.
    public init() {}

    /// The time advanced so far.
    public func now() -> Duration {
        state.withLock { $0.elapsed }
    }

    /// Suspends until the clock has been advanced to `deadline`; at once when it already has.
    public func sleep(until deadline: Duration) async throws {
        let identifier = state.withLock { state in
            state.lastIdentifier += 1
            return state.lastIdentifier
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Outcome { case due, cancelled, asleep }
                let outcome = state.withLock { state -> Outcome in
                    if Task.isCancelled { return .cancelled }
                    if state.elapsed >= deadline { return .due }
                    state.sleepers.append(Sleeper(deadline: deadline, identifier: identifier, continuation: continuation))
                    return .asleep
                }
                switch outcome {
                case .due: continuation.resume()
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .asleep: break
                }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.identifier == identifier }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward by `duration`, waking the tasks asleep until then.
    public func advance(by duration: Duration) {
        move(to: now() + duration)
    }

    /// Moves the clock forward by `duration`, stopping at every moment on the way when one of
    /// `fields` has a check due (its debounce over, its timeout reached) or a task asleep on the
    /// clock wakes (a simulated server answering).
    ///
    /// At each stop it waits until every running check of the fields has answered or is asleep
    /// on this clock, moves each field's check on (as ``Field/runChecks()`` does), waits again
    /// for the checks that started and moves them on once more, then calls `afterEachStop`. So
    /// each answer is applied at the virtual moment it arrives, and a replay gives the same trace
    /// every time; it is the calling thread, not a task, that drives the checks here. A check
    /// that waits on something else (a real server) is given up to 10 seconds of real time at
    /// each stop.
    public func advance(by duration: Duration, updating fields: [Field], afterEachStop: () -> Void = {}) {
        let target = now() + duration
        while true {
            settle(fields)
            for field in fields {
                field.updateChecks()
            }
            settle(fields)
            for field in fields {
                field.updateChecks()
            }
            afterEachStop()
            let current = now()
            guard current < target else { return }
            let due = (fields.compactMap(\.nextCheckDeadline) + [nextWakeUp].compactMap { $0 }).filter { $0 > current }.min()
            move(to: min(due ?? target, target))
        }
    }

    /// The earliest moment a sleeping task waits for.
    private var nextWakeUp: Duration? {
        state.withLock { $0.sleepers.map(\.deadline).min() }
    }

    /// How many tasks are asleep on the clock.
    private var sleeperCount: Int {
        state.withLock { $0.sleepers.count }
    }

    private func move(to moment: Duration) {
        let woken = state.withLock { state -> [Sleeper] in
            state.elapsed = max(state.elapsed, moment)
            let elapsed = state.elapsed
            let due = state.sleepers.filter { $0.deadline <= elapsed }
            state.sleepers.removeAll { $0.deadline <= elapsed }
            return due.sorted { ($0.deadline, $0.identifier) < ($1.deadline, $1.identifier) }
        }
        for sleeper in woken {
            sleeper.continuation.resume()
        }
    }

    /// Waits until every check the fields have started has answered or sleeps on the clock.
    private func settle(_ fields: [Field]) {
        let limit = ContinuousClock.now.advanced(by: Self.settlingLimit)
        while fields.reduce(0, { $0 + $1.checksInFlight }) > sleeperCount, ContinuousClock.now < limit {
            Thread.sleep(forTimeInterval: 0.0001)
        }
    }
}
