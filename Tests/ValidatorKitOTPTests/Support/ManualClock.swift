import Synchronization

/// A Unix clock that tests move by hand.
final class ManualClock: Sendable {
    private let seconds: Atomic<Int>

    init(_ seconds: Int) {
        self.seconds = Atomic(seconds)
    }

    /// The time now, in Unix seconds.
    var now: Int { seconds.load(ordering: .relaxed) }

    /// Moves the clock to `seconds`.
    func set(_ seconds: Int) {
        self.seconds.store(seconds, ordering: .relaxed)
    }
}
