import Benchmark
import Scenarios

/// Whole-text matching of the same mixed inputs (email, IPv4 and date patterns; valid, invalid
/// and unfinished texts) by the `regex` plugin, by `NSRegularExpression` and by Swift `Regex`:
/// one match per scaled iteration.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 100_000
    )

    let mixed = RegexCase.mixedInputs
    let validators = RegexCase.all.map(\.validator)
    let foundationMatchers = RegexCase.all.map(FoundationWholeMatcher.init)
    let swiftMatchers = RegexCase.all.map(SwiftRegexWholeMatcher.init)

    Benchmark("Regex: RegexValidator (PCRE2)") { benchmark in
        var position = 0
        var matched = 0
        for _ in benchmark.scaledIterations {
            let (regexCase, input) = mixed[position]
            if validators[regexCase].validate(input).isValid { matched &+= 1 }
            position = position + 1 == mixed.count ? 0 : position + 1
        }
        blackHole(matched)
    }

    Benchmark("Regex: NSRegularExpression") { benchmark in
        var position = 0
        var matched = 0
        for _ in benchmark.scaledIterations {
            let (regexCase, input) = mixed[position]
            if foundationMatchers[regexCase].matches(input) { matched &+= 1 }
            position = position + 1 == mixed.count ? 0 : position + 1
        }
        blackHole(matched)
    }

    Benchmark("Regex: Swift Regex") { benchmark in
        var position = 0
        var matched = 0
        for _ in benchmark.scaledIterations {
            let (regexCase, input) = mixed[position]
            if swiftMatchers[regexCase].matches(input) { matched &+= 1 }
            position = position + 1 == mixed.count ? 0 : position + 1
        }
        blackHole(matched)
    }
}
