#if canImport(Glibc)
private import Glibc
#elseif canImport(Musl)
private import Musl
#elseif canImport(Darwin)
private import Darwin
#endif

/// The processor time the calling thread has used (POSIX `CLOCK_THREAD_CPUTIME_ID`): what a
/// record's judging is measured in (``RecordValidator/judgingTimeLimit``), so that the work a
/// record asks for is bounded, whatever else the machine is doing: time the thread waits for a
/// processor does not count.
enum ThreadProcessorTime {
    /// The calling thread's processor time so far.
    static func now() -> Nanoseconds {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Nanoseconds(time)
    }
}
