/// A ``FieldClock`` that moves only when told to, so tests never sleep and a scripted replay
/// (`validator-demo replay`, whose `wait` lines move it) always gives the same trace.
///
/// It starts at zero; ``advance(by:)`` is safe from any thread.
public final class ManualFieldClock: FieldClock {
    private let elapsed = Locked<Duration>(.zero)

    /// Creates a clock at its origin.
    public init() {}

    /// The time advanced so far.
    public func now() -> Duration {
        elapsed.withLock { $0 }
    }

    /// Moves the clock forward by `duration`.
    public func advance(by duration: Duration) {
        elapsed.withLock { $0 += duration }
    }
}
