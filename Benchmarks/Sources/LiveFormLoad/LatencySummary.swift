/// The distribution of a set of measured durations: count, median, p90, p99 and the largest.
struct LatencySummary {
    let count: Int
    let median: Duration
    let p90: Duration
    let p99: Duration
    let maximum: Duration

    /// Summarizes `samples` (nearest-rank percentiles); `nil` when there are none.
    init?(_ samples: [Duration]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        func percentile(_ fraction: Double) -> Duration {
            let rank = Int((fraction * Double(sorted.count)).rounded(.up))
            return sorted[max(0, min(sorted.count - 1, rank - 1))]
        }
        count = sorted.count
        median = percentile(0.5)
        p90 = percentile(0.9)
        p99 = percentile(0.99)
        maximum = sorted[sorted.count - 1]
    }

    /// The summary as the members of a JSON object, durations in microseconds.
    var jsonMembers: String {
        #""count":\#(count),"median_us":\#(Self.microseconds(median)),"p90_us":\#(Self.microseconds(p90)),"p99_us":\#(Self.microseconds(p99)),"max_us":\#(Self.microseconds(maximum))"#
    }

    /// `duration` in microseconds, to a hundredth.
    static func microseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return ((Double(seconds) * 1e6 + Double(attoseconds) / 1e12) * 100).rounded() / 100
    }
}
