import Synchronization
import ValidatorKit

/// A ``FieldClock`` that moves only when a `wait` event says so, so a replay never sleeps and
/// always gives the same trace.
final class VirtualFieldClock: FieldClock {
    private let elapsed = Mutex<Duration>(.zero)

    /// The time advanced so far.
    func now() -> Duration {
        elapsed.withLock { $0 }
    }

    /// Moves the clock forward by `duration`.
    func advance(by duration: Duration) {
        elapsed.withLock { $0 += duration }
    }
}
