import Synchronization
import ValidatorKit

/// A ``FieldClock`` that moves only when told to, so tests never sleep.
public final class ManualFieldClock: FieldClock {
    private let elapsed = Mutex<Duration>(.zero)

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
