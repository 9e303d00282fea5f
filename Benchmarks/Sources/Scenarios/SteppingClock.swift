import Synchronization

/// A Unix clock that moves three TOTP steps (90 seconds) forward every time it is read, so that
/// every verification with a window of one step falls in a new window sharing no step with the
/// last one, and computes all its candidate codes afresh.
public final class SteppingClock: Sendable {
    private let seconds = Atomic<Int>(0)

    /// A clock at the Unix epoch.
    public init() {}

    /// The time, 90 seconds later than at the last reading.
    @Sendable
    public func next() -> Int {
        seconds.add(90, ordering: .relaxed).newValue
    }
}
