/// Welch's t-test between two sets of timings, as dudect applies it: on all of them and on those
/// below several percentiles of the pooled timings (the slowest measurements are mostly the
/// machine's noise, and cropping them lets a small difference show).
struct WelchTest {
    /// The statistic of Welch's t-test between `first` and `second`; 0 when either has fewer
    /// than two values or neither varies.
    static func t(_ first: [Double], _ second: [Double]) -> Double {
        guard first.count > 1, second.count > 1 else { return 0 }
        let (meanA, varianceA) = meanAndVariance(first)
        let (meanB, varianceB) = meanAndVariance(second)
        let error = (varianceA / Double(first.count) + varianceB / Double(second.count)).squareRoot()
        return error == 0 ? 0 : (meanA - meanB) / error
    }

    /// The mean and the (unbiased) variance of `values`, in one pass (Welford).
    static func meanAndVariance(_ values: [Double]) -> (Double, Double) {
        var mean = 0.0
        var squares = 0.0
        for (index, value) in values.enumerated() {
            let delta = value - mean
            mean += delta / Double(index + 1)
            squares += delta * (value - mean)
        }
        return (mean, values.count > 1 ? squares / Double(values.count - 1) : 0)
    }

    /// The percentiles the timings are cropped at, besides the uncropped test.
    static let croppingPercentiles: [Double] = [50, 75, 90, 95, 99, 99.9]

    /// One test: its name, the two classes' sample counts, and its t.
    struct Result {
        let name: String
        let counts: (Int, Int)
        let t: Double
    }

    /// The uncropped test and one per percentile of ``croppingPercentiles``.
    static func tests(_ first: [Double], _ second: [Double]) -> [Result] {
        let pooled = (first + second).sorted()
        var results = [Result(name: "all", counts: (first.count, second.count), t: t(first, second))]
        for percentile in croppingPercentiles {
            let index = min(pooled.count - 1, Int(Double(pooled.count) * percentile / 100))
            let limit = pooled[index]
            let croppedA = first.filter { $0 <= limit }
            let croppedB = second.filter { $0 <= limit }
            results.append(Result(name: "below p\(percentile)", counts: (croppedA.count, croppedB.count), t: t(croppedA, croppedB)))
        }
        return results
    }
}
