#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

extension Duration {
    /// The time a clock of the C library gave (`clock_gettime`, `clock_getres`), made with one
    /// multiplication: `.seconds(_:) + .nanoseconds(_:)`, generic over the integer type, costs
    /// more than the coarse clock's reading itself, which a record's judging takes before every
    /// field (``JudgingTimeBudget``).
    init(_ time: timespec) {
        self.init(secondsComponent: Int64(time.tv_sec), attosecondsComponent: Int64(time.tv_nsec) * 1_000_000_000)
    }
}
