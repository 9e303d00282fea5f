/// The processor time one record's judging may still use (``RecordValidator/judgingTimeLimit``),
/// found without reading the thread's processor clock for an ordinary record, and with the
/// cheapest clock before each field.
///
/// Reading the thread's processor time (`CLOCK_THREAD_CPUTIME_ID`) is a system call (not in
/// Linux's vDSO: 2 µs in a virtual machine, as much as judging a small record), while the coarse
/// monotonic clock (``CoarseMonotonicTime``) is read from memory. So:
///
/// - judging starts from the thread's processor time as read at most ``monotonicSpan`` earlier
///   (``RecentProcessorTime``: two ticks of the coarse clock, at least a millisecond; 8 ms for a
///   kernel ticking every 4 ms), read again only when the last reading is older: a thread reads
///   its processor clock at most once a span, however many records it judges;
/// - the budget is spent once the thread's processor time passes that reading plus the limit. A
///   thread cannot use more processor time than passes on the monotonic clock, and the coarse
///   clock lags that by at most its ``CoarseMonotonicTime/resolution``, so until the limit has
///   passed since the reading only the coarse clock is read; the processor clock is read then,
///   and again only once the rest of the budget could have passed on the monotonic clock.
///
/// Time the thread waits for a processor never counts, however long; the thread's work in the
/// span before judging began may count, at most ``monotonicSpan``. A limit shorter than
/// ``monotonicSpan`` starts from a reading taken when judging begins. So judging never uses more
/// than the limit plus the validation that crosses it.
struct JudgingTimeBudget {
    /// How old the processor time judging starts from may be, on the coarse monotonic clock.
    static let monotonicSpan = max(Nanoseconds(count: 1_000_000), CoarseMonotonicTime.resolution + CoarseMonotonicTime.resolution)

    /// The thread's processor time at which the budget is spent.
    private let processorDeadline: Nanoseconds
    /// Until when, on the coarse clock, the processor clock need not be read: the budget cannot
    /// be spent before.
    private var unreadUntil: Nanoseconds

    /// A budget of `limit`, from now.
    init(limit: Nanoseconds) {
        let reading = RecentProcessorTime.reading(
            at: CoarseMonotonicTime.now(),
            maximumAge: limit < Self.monotonicSpan ? .zero : Self.monotonicSpan
        )
        processorDeadline = reading.processorTime + limit
        unreadUntil = reading.readAt + limit - CoarseMonotonicTime.resolution
    }

    /// Whether processor time is left: false once the thread has used the limit since the
    /// reading judging started from.
    mutating func hasTimeLeft() -> Bool {
        let now = CoarseMonotonicTime.now()
        guard now >= unreadUntil else { return true }
        let used = ThreadProcessorTime.now()
        guard used < processorDeadline else { return false }
        // The thread may have waited for a processor: look again once the rest could have passed.
        unreadUntil = now + (processorDeadline - used) - CoarseMonotonicTime.resolution
        return true
    }
}
