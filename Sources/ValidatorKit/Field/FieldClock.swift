/// The time source of a ``Field``: how much time has passed since some fixed origin, and a way
/// to wait for a moment of it.
///
/// Injected so that tests and replays advance time by hand instead of sleeping
/// (``ManualFieldClock``).
public protocol FieldClock: Sendable {
    /// The time elapsed since the clock's origin.
    func now() -> Duration
    /// Suspends until the clock reads `deadline` or later; throws `CancellationError` when the
    /// task is cancelled first.
    func sleep(until deadline: Duration) async throws
}

/// The real, monotonic clock.
public struct ContinuousFieldClock: FieldClock {
    private let origin = ContinuousClock.now

    /// Creates a clock whose origin is now.
    public init() {}

    /// The time elapsed since the clock was created.
    public func now() -> Duration {
        origin.duration(to: .now)
    }

    /// Sleeps until `deadline` after the clock's creation.
    public func sleep(until deadline: Duration) async throws {
        try await Task.sleep(until: origin.advanced(by: deadline), clock: .continuous)
    }
}
