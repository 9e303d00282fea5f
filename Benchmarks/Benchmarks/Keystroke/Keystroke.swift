import Benchmark
import Scenarios

/// One keystroke into a field, as an app drives it: insert (or backspace), sections, validation
/// through a `ValidatorChain` of validators built by the registry, and a delegate callback.
///
/// Each script types its whole text and deletes it again, so the time and allocation count
/// reported per keystroke are averaged over every length from empty to full.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 100_000
    )

    for field in KeystrokeField.allCases {
        let script = field.makeScript()
        Benchmark("Keystroke: \(field.rawValue)") { benchmark in
            for _ in benchmark.scaledIterations {
                script.press()
            }
            blackHole(script.record)
        }
    }
}
