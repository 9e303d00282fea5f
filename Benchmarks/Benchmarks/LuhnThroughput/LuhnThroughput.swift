import Benchmark
import ValidatorKitChecksums
import Scenarios

/// One million random 16-digit numbers, half with a right check digit: the `luhn` validator
/// built by the registry, the checksum toolkit's `Luhn().isValid` called directly (the row keeps
/// its name, `Luhn.isValid`, so that runs compare), and a straightforward `Character`-based
/// Luhn. Each sample validates all million once (scaling factor mega: the reported time and
/// allocations are per number).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 1,
        scalingFactor: .mega,
        maxDuration: .seconds(10),
        maxIterations: 30
    )

    let numbers = CardNumbers.generate(count: 1_000_000)
    let validator = StandardRegistry.validator("luhn")

    Benchmark("Luhn: luhn validator") { benchmark in
        var valid = 0
        for index in benchmark.scaledIterations where validator.validate(numbers[index]).isValid {
            valid &+= 1
        }
        blackHole(valid)
    }

    Benchmark("Luhn: Luhn.isValid") { benchmark in
        var valid = 0
        for index in benchmark.scaledIterations where Luhn().isValid(numbers[index]) {
            valid &+= 1
        }
        blackHole(valid)
    }

    Benchmark("Luhn: straightforward Character loop") { benchmark in
        var valid = 0
        for index in benchmark.scaledIterations where StraightforwardLuhn.isValid(numbers[index]) {
            valid &+= 1
        }
        blackHole(valid)
    }
}
