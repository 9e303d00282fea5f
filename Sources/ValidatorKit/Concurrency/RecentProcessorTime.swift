/// A reading of the calling thread's processor time kept for the thread, read again only once it
/// is older than the caller allows on the coarse monotonic clock: what a record's judging starts
/// its time budget from (``JudgingTimeBudget``), so that the thread's processor clock (a system
/// call) is read at most once in that age however many records the thread judges.
///
/// What the thread uses from the reading on is its processor time at any later moment minus the
/// reading: time the thread waits for a processor is not in it, and what the thread used between
/// the reading and a use of it is, at most the age allowed.
final class RecentProcessorTime {
    /// Each thread's last reading.
    private static let ofEachThread = PerThread { RecentProcessorTime() }

    /// The thread's processor time when last read.
    private var processorTime: Nanoseconds = .zero
    /// When it was read, on the coarse monotonic clock; nil before the first reading.
    private var readAt: Nanoseconds?

    /// The calling thread's reading, read again first unless it was read within `maximumAge`
    /// before `now` (coarse monotonic clock).
    static func reading(at now: Nanoseconds, maximumAge: Nanoseconds) -> (processorTime: Nanoseconds, readAt: Nanoseconds) {
        ofEachThread.object()._withUnsafeGuaranteedRef { $0.refreshed(at: now, maximumAge: maximumAge) }
    }

    private func refreshed(at now: Nanoseconds, maximumAge: Nanoseconds) -> (processorTime: Nanoseconds, readAt: Nanoseconds) {
        if let readAt, now - readAt < maximumAge {
            return (processorTime, readAt)
        }
        processorTime = ThreadProcessorTime.now()
        readAt = now
        return (processorTime, now)
    }
}
