#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A time or a span of time on a clock of the C library, in nanoseconds: what the clocks a
/// record's judging reads before every field give (``CoarseMonotonicTime``,
/// ``ThreadProcessorTime``), added and compared as one 64-bit integer (a `Duration` counts
/// attoseconds in 128 bits, and making one of each reading cost more than the coarse clock's
/// reading itself). It spans 292 years; sums saturate rather than overflow.
struct Nanoseconds: Comparable, Sendable {
    let count: Int64

    static let zero = Nanoseconds(count: 0)

    init(count: Int64) {
        self.count = count
    }

    /// The time a clock of the C library gave (`clock_gettime`, `clock_getres`).
    init(_ time: timespec) {
        count = Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }

    /// `duration`, at most the longest span this counts (a limit of `.seconds(.max)` among them).
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        self =
            overflow
            ? Nanoseconds(count: seconds < 0 ? .min : .max)
            : Nanoseconds(count: whole) + Nanoseconds(count: attoseconds / 1_000_000_000)
    }

    static func + (left: Nanoseconds, right: Nanoseconds) -> Nanoseconds {
        let (sum, overflow) = left.count.addingReportingOverflow(right.count)
        guard !overflow else { return Nanoseconds(count: right.count < 0 ? .min : .max) }
        return Nanoseconds(count: sum)
    }

    static func - (left: Nanoseconds, right: Nanoseconds) -> Nanoseconds {
        let (difference, overflow) = left.count.subtractingReportingOverflow(right.count)
        guard !overflow else { return Nanoseconds(count: right.count < 0 ? .max : .min) }
        return Nanoseconds(count: difference)
    }

    static func < (left: Nanoseconds, right: Nanoseconds) -> Bool {
        left.count < right.count
    }
}
