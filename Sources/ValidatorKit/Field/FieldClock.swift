/// The time source of a ``Field``: how much time has passed since some fixed origin.
///
/// Injected so that tests advance time by hand instead of sleeping.
public protocol FieldClock: Sendable {
    /// The time elapsed since the clock's origin.
    func now() -> Duration
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
}
