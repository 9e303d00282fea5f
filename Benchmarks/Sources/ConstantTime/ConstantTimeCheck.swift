#if canImport(Glibc)
import Glibc
#endif
@_spi(Benchmarks) import ValidatorKitOTP

/// Checks that comparing a one-time code with the candidates of a verifier's window takes the
/// same time whether the code is right or wrong (dudect: "dude, is my code constant time?",
/// Reparaz, Balasch and Verbauwhede, 2017).
///
/// Two classes of input are timed, interleaved at random: codes equal to one of the 21
/// candidates of the widest window, and codes equal to none. Welch's t-test compares the two
/// sets of timings; |t| below 4.5 in every test (whole and cropped) passes. The same is done for
/// an early-exit comparison, which must fail: it shows the test can see a leak of that size.
/// Prints Markdown tables; exits with 1 when `CandidateCodes.matches` fails or the control passes.
///
///     swift run -c release ConstantTime [measurements]
@main
struct ConstantTimeCheck {
    /// Comparisons timed together in one measurement, so a measurement is long beside the
    /// clock's resolution and overhead.
    static let comparisonsPerMeasurement = 32

    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        let measurements = arguments.first.flatMap { Int($0) } ?? 1_000_000
        let generator = try OneTimePasswordGenerator(
            secret: try OneTimePasswordSecret(base32: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"), digits: 6)
        // The widest window: ten steps on either side of step 1,000, 21 candidates.
        let factors: ClosedRange<UInt64> = 990...1_010
        let candidates = CandidateCodes(generator: generator, factors: factors, anchor: 1_000)
        let codes = factors.map { UInt32(generator.code(counter: $0)) ?? 0 }

        var random = SystemRandomNumberGenerator()
        // The inputs, drawn before timing: a candidate's code, or a code equal to none.
        var classes: [Bool] = []
        var inputs: [UInt32] = []
        classes.reserveCapacity(measurements)
        inputs.reserveCapacity(measurements)
        for _ in 0..<measurements {
            let equal = Bool.random(using: &random)
            classes.append(equal)
            if equal {
                inputs.append(codes[Int.random(in: 0..<codes.count, using: &random)])
            } else {
                var code = UInt32.random(in: 0..<1_000_000, using: &random)
                while codes.contains(code) { code = UInt32.random(in: 0..<1_000_000, using: &random) }
                inputs.append(code)
            }
        }

        let ours = time(classes: classes, inputs: inputs) { candidates.matches($0) }
        let control = time(classes: classes, inputs: inputs) { earlyExitMatch($0, in: codes) }
        let oursTests = WelchTest.tests(ours.equal, ours.differing)
        let controlTests = WelchTest.tests(control.equal, control.differing)
        let oursMaximum = oursTests.map { abs($0.t) }.max() ?? 0
        let controlMaximum = controlTests.map { abs($0.t) }.max() ?? 0

        print("| Comparison | Measurements (equal / differing) | Median, equal | Median, differing | max \\|t\\| | Verdict |")
        print("|---|---:|---:|---:|---:|---|")
        print(row("`CandidateCodes.matches` (ours: every candidate, no branch)", ours, oursMaximum,
                  oursMaximum < 4.5 ? "**passes**: no evidence of a difference" : "**fails**: the time depends on the code"))
        print(row("early exit at the first equal candidate (control)", control, controlMaximum,
                  controlMaximum >= 4.5 ? "leak seen, as it must be" : "**leak not seen**: the test is blind"))
        print("")
        print("| Test | t, ours | t, control |")
        print("|---|---:|---:|")
        for (mine, theirs) in zip(oursTests, controlTests) {
            print("| \(mine.name) (\(mine.counts.0) / \(mine.counts.1)) | \(format(mine.t)) | \(format(theirs.t)) |")
        }
        print("")
        // Both comparisons saw the same codes, so their answers cancel out in the checksum when
        // they agree on every one.
        print("Each measurement times \(comparisonsPerMeasurement) comparisons of one code with the \(codes.count) candidates; \(measurements) measurements, the classes drawn at random; checksum of both comparisons' answers \(sink) (0: they agreed on every code).")
        if oursMaximum >= 4.5 || controlMaximum < 4.5 {
            exit(1)
        }
    }

    /// Whatever the comparisons answered, kept so that no comparison is optimised away.
    /// `nonisolated(unsafe)`: the check runs on its main thread alone.
    nonisolated(unsafe) static var sink: UInt32 = 0

    /// The timings (nanoseconds per measurement) of `compare` on `inputs`, by class.
    static func time(classes: [Bool], inputs: [UInt32], _ compare: (UInt32) -> UInt32) -> (equal: [Double], differing: [Double]) {
        var equal: [Double] = []
        var differing: [Double] = []
        equal.reserveCapacity(inputs.count / 2 + 1000)
        differing.reserveCapacity(inputs.count / 2 + 1000)
        for (isEqual, code) in zip(classes, inputs) {
            let start = now()
            var accumulated: UInt32 = 0
            for index in 0..<comparisonsPerMeasurement {
                // Zero, but not to the optimiser: each comparison depends on the clock read
                // before it and on its place in the loop, so none is hoisted out of the loop or
                // moved before the clock, and the opaque `keep` orders them before the next read.
                let zero = UInt32(truncatingIfNeeded: (start &+ UInt64(index)) >> 63)
                accumulated &+= compare(code ^ zero)
            }
            keep(accumulated)
            let elapsed = Double(now() - start)
            if isEqual { equal.append(elapsed) } else { differing.append(elapsed) }
        }
        return (equal, differing)
    }

    /// Keeps `value` where the optimiser cannot see it go unused.
    @inline(never)
    static func keep(_ value: UInt32) {
        sink ^= value
    }

    /// A comparison that stops at the first equal candidate: what not to do.
    @inline(never)
    static func earlyExitMatch(_ code: UInt32, in codes: [UInt32]) -> UInt32 {
        for (index, candidate) in codes.enumerated() where candidate == code {
            return 1 << UInt32(index)
        }
        return 0
    }

    /// The monotonic clock in nanoseconds.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    static func row(_ name: String, _ timings: (equal: [Double], differing: [Double]), _ maximum: Double, _ verdict: String) -> String {
        let perComparison = { (value: Double) in format(value / Double(comparisonsPerMeasurement)) + " ns" }
        return "| \(name) | \(timings.equal.count) / \(timings.differing.count) | \(perComparison(median(timings.equal))) | \(perComparison(median(timings.differing))) | \(format(maximum)) | \(verdict) |"
    }
}
