/// The processor time one record's judging may still use (``RecordValidator/judgingTimeLimit``),
/// found without reading the thread's processor clock for an ordinary record, and with the
/// cheapest clock before each field.
///
/// Reading the thread's processor time (`CLOCK_THREAD_CPUTIME_ID`) is a system call (not in
/// Linux's vDSO: 2 µs in a virtual machine, as much as judging a small record), while the coarse
/// monotonic clock (``CoarseMonotonicTime``) is read from memory. A thread cannot use more
/// processor time than passes on the monotonic clock, and the coarse clock lags that by at most
/// its ``CoarseMonotonicTime/resolution``, so:
///
/// - until ``monotonicSpan`` has passed since judging began (two ticks of the coarse clock, at
///   least a millisecond: 8 ms for a kernel ticking every 4 ms), the budget is not spent, and
///   only the coarse clock is read;
/// - at the first check after that, the processor clock is read for the first time, and all the
///   time that may have passed until then counts as used (the most the thread can have used);
/// - from then on, the processor time the thread uses is counted, read again only once the rest
///   of the budget could have passed on the monotonic clock.
///
/// A limit shorter than ``monotonicSpan`` is processor time from the start, the processor clock
/// read when judging begins. So judging never uses more than the limit plus the validation that
/// crosses it, and time the thread waits for a processor does not count, but for a wait within
/// the span, which counts until the processor clock is first read.
struct JudgingTimeBudget {
    /// How long judging runs on the coarse clock alone before the processor clock is first read.
    static let monotonicSpan = max(.milliseconds(1), CoarseMonotonicTime.resolution * 2)

    /// The processor time allowed.
    private let limit: Duration
    /// When judging began, on the coarse monotonic clock.
    private let start: Duration
    /// The thread's processor time at which the budget is spent; nil until it is first read.
    private var processorDeadline: Duration?
    /// Until when, on the coarse clock, the processor clock need not be read: the budget cannot
    /// be spent before.
    private var unreadUntil: Duration

    /// A budget of `limit`, from now.
    init(limit: Duration) {
        self.limit = limit
        start = CoarseMonotonicTime.now()
        if limit >= Self.monotonicSpan {
            unreadUntil = start + Self.monotonicSpan - CoarseMonotonicTime.resolution
        } else {
            processorDeadline = ThreadProcessorTime.now() + limit
            unreadUntil = start + limit - CoarseMonotonicTime.resolution
        }
    }

    /// Whether processor time is left: false once the thread has used the limit since judging
    /// began (counting all the time until the processor clock was first read).
    mutating func hasTimeLeft() -> Bool {
        let now = CoarseMonotonicTime.now()
        guard now >= unreadUntil else { return true }
        let used = ThreadProcessorTime.now()
        // The first reading: the most time that may have passed since judging began is the
        // most processor time the thread can have used.
        let deadline = processorDeadline ?? used + limit - (now - start + CoarseMonotonicTime.resolution)
        processorDeadline = deadline
        guard used < deadline else { return false }
        // The thread may have waited for a processor: look again once the rest could have passed.
        unreadUntil = now + (deadline - used) - CoarseMonotonicTime.resolution
        return true
    }
}
