import Benchmark
import Scenarios

/// The `phone` plugin against libphonenumber's parse + is-valid called directly through the C
/// shim, on the same texts, one check per scaled iteration: the texts a field holds while a
/// number is typed and deleted (mostly unfinished numbers), and complete numbers.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(5),
        maxIterations: 100_000
    )

    let validator = StandardRegistry.validator("phone", ["region": .string(PhoneInputs.region)])
    let inputSets = [("typed texts", PhoneInputs.typedTexts), ("complete numbers", PhoneInputs.mixedNumbers)]

    for (inputName, texts) in inputSets {
        Benchmark("Phone: phone validator, \(inputName)") { benchmark in
            var position = 0
            var valid = 0
            for _ in benchmark.scaledIterations {
                if validator.validate(texts[position]).isValid { valid &+= 1 }
                position = position + 1 == texts.count ? 0 : position + 1
            }
            blackHole(valid)
        }

        Benchmark("Phone: raw parse + isValid, \(inputName)") { benchmark in
            var position = 0
            var valid = 0
            for _ in benchmark.scaledIterations {
                if RawPhoneNumberCheck.isValid(texts[position], region: PhoneInputs.region) { valid &+= 1 }
                position = position + 1 == texts.count ? 0 : position + 1
            }
            blackHole(valid)
        }
    }
}
