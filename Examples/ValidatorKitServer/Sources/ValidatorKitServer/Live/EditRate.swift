/// How many messages a connection sent in the last second, against a limit: the times of the
/// latest `limit` messages in a ring; one more within a second of the oldest is over the limit.
struct EditRate {
    /// The most messages in any second.
    let limit: Int
    private var times: [ContinuousClock.Instant]
    private var next = 0

    /// A rate of at most `limit` messages a second.
    init(limit: Int) {
        self.limit = limit
        times = []
        times.reserveCapacity(limit)
    }

    /// Counts a message arriving `now`; false when it is more than `limit` within a second.
    mutating func admit(at now: ContinuousClock.Instant = .now) -> Bool {
        guard times.count == limit else {
            times.append(now)
            return true
        }
        guard now - times[next] >= .seconds(1) else { return false }
        times[next] = now
        next = (next + 1) % limit
        return true
    }
}
