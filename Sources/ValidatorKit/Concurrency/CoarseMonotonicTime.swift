#if canImport(Glibc)
private import Glibc
#elseif canImport(Musl)
private import Musl
#elseif canImport(Darwin)
private import Darwin
#endif

/// The monotonic clock as the kernel last ticked it (Linux's `CLOCK_MONOTONIC_COARSE`: read from
/// memory, without the system call or the processor's time-stamp counter a precise clock reads;
/// the precise `CLOCK_MONOTONIC` elsewhere): what a record's judging checks its time budget by
/// (``JudgingTimeBudget``), before every field. It may lag the precise clock by up to
/// ``resolution``, never more.
enum CoarseMonotonicTime {
    #if os(Linux)
    private static let clock = CLOCK_MONOTONIC_COARSE
    #else
    private static let clock = CLOCK_MONOTONIC
    #endif

    /// The time since an arbitrary start, as of the kernel's last tick.
    static func now() -> Nanoseconds {
        var time = timespec()
        clock_gettime(clock, &time)
        return Nanoseconds(time)
    }

    /// How far the clock may lag: its tick (4 ms for a kernel ticking 250 times a second).
    static let resolution: Nanoseconds = {
        var time = timespec()
        clock_getres(clock, &time)
        return Nanoseconds(time)
    }()
}
