/// What one case took: the least disturbed and the slowest of its runs.
struct Measurement {
    let adversarialCase: AdversarialCase
    let fastest: Duration
    let slowest: Duration
    let verdict: String

    /// Runs `adversarialCase`'s work `runs` times.
    init(_ adversarialCase: AdversarialCase, runs: Int) throws {
        self.adversarialCase = adversarialCase
        let work = try adversarialCase.prepare()
        let clock = ContinuousClock()
        var times: [Duration] = []
        var verdict = ""
        for _ in 0..<runs {
            let start = clock.now
            verdict = work()
            times.append(clock.now - start)
        }
        fastest = times.min() ?? .zero
        slowest = times.max() ?? .zero
        self.verdict = verdict
    }

    /// Whether the least disturbed run exceeded ten times the bound: a failure of the `fuzz` phase of `scripts/test`.
    var exceedsTenTimesTheBound: Bool {
        fastest > adversarialCase.bound * 10
    }

    /// `12.3 ms`, `850 µs`.
    static func format(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        if seconds >= 1 { return String(format1: seconds, unit: "s") }
        if seconds >= 1e-3 { return String(format1: seconds * 1e3, unit: "ms") }
        return String(format1: seconds * 1e6, unit: "µs")
    }
}

extension String {
    /// `value` with one decimal and `unit`.
    fileprivate init(format1 value: Double, unit: String) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(tenths % 10) \(unit)"
    }
}
