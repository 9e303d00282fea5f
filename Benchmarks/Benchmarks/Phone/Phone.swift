import Benchmark
import Scenarios

/// The `phone` plugin against libphonenumber's parse + is-valid + number type called directly
/// through the C shim, on the same texts, one check per scaled iteration: the texts a field holds
/// while a number is typed and deleted (mostly unfinished numbers), and 50,000 complete numbers of
/// 40 regions (`CompletePhoneNumbers`), concluded on as a record does, with the E.164 form on both
/// sides. The validators accept every type, so they work out the type of each valid number as the
/// raw call does.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(5),
        maxIterations: 100_000
    )

    let validator = PhoneInputs.makeValidatorJudgingType()
    let texts = PhoneInputs.typedTexts
    Benchmark("Phone: phone validator, typed texts") { benchmark in
        var position = 0
        var valid = 0
        for _ in benchmark.scaledIterations {
            if validator.validate(texts[position]).isValid { valid &+= 1 }
            position = position + 1 == texts.count ? 0 : position + 1
        }
        blackHole(valid)
    }

    Benchmark("Phone: raw parse + isValid + type, typed texts") { benchmark in
        var position = 0
        var types = 0
        for _ in benchmark.scaledIterations {
            if let type = RawPhoneNumberCheck.validNumberType(of: texts[position], region: PhoneInputs.region) {
                types &+= type + 1
            }
            position = position + 1 == texts.count ? 0 : position + 1
        }
        blackHole(types)
    }

    // The 50,000 complete numbers of 40 regions, one per scaled iteration, each concluded on as a
    // record does: the plugin's one parse for the verdict, the type and E.164, beside
    // libphonenumber's parse, is-valid, number type and E.164 format. Each side first concludes on
    // every number once (its setup), so that no sample holds its first use of a region's patterns.
    let complete = CompletePhoneNumbers()
    let sides: [(name: String, isValid: @Sendable (CompletePhoneNumbers.Number) -> Bool)] = [
        ("phone plugin conclude + E.164", { complete.concludeByPlugin($0) != nil }),
        ("libphonenumber parse + isValid + type + E.164", { CompletePhoneNumbers.libphonenumberConclusion($0) != nil }),
    ]
    for side in sides {
        Benchmark("Phone: complete numbers, \(side.name)") { benchmark in
            var position = 0
            var valid = 0
            for _ in benchmark.scaledIterations {
                if side.isValid(complete.numbers[position]) { valid &+= 1 }
                position = position + 1 == complete.numbers.count ? 0 : position + 1
            }
            blackHole(valid)
        } setup: {
            blackHole(complete.numbers.count { side.isValid($0) })
        }
    }

    // A phone field's as-you-type display, one keystroke per iteration (`6502530000` typed and
    // deleted): the session a field keeps, the replay a field did before, and libphonenumber's
    // InputDigit (typing only).
    for way in PhoneDisplayScript.Way.allCases {
        let script = PhoneDisplayScript(way)
        Benchmark("Phone as you type: \(way.rawValue)") { benchmark in
            var shown = 0
            for _ in benchmark.scaledIterations {
                shown &+= script.press()
            }
            blackHole(shown)
        }
    }

    // A 50 MB line of digits (a paste, a `check` input), one per iteration: `phone.too_long`, which
    // issue 31 wants within 50 ms.
    let hugeLine = String(repeating: "6502530000", count: 5_000_000)
    Benchmark(
        "Phone: phone validator, 50 MB line",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, scalingFactor: .one,
            maxDuration: .seconds(5), maxIterations: 20)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(validator.validate(hugeLine))
        }
    }
}
