import Benchmark
import Scenarios
import ValidatorKitChecksums

/// Each check character system of the toolkit on a thousand random 16-character texts (a
/// 15-character payload and its check characters; 14 and two for MOD 97-10): `isValid` on the
/// whole text and `checkCharacters(for:)` on the payload. Each sample reads all thousand once
/// (scaling factor kilo: the reported time and allocations are per call).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 2_000
    )

    let decimal = "0123456789"
    let alphanumeric = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    // Each system by its concrete type, as a plugin calls it.
    rows(of: Luhn(), name: "Luhn (decimal)", characters: decimal)
    rows(of: Luhn(alphabet: .alphanumeric), name: "Luhn mod 36", characters: alphanumeric)
    rows(of: Verhoeff(), name: "Verhoeff", characters: decimal)
    rows(of: Damm(), name: "Damm", characters: decimal)
    rows(of: ISO7064Mod11_2(), name: "ISO 7064 MOD 11-2", characters: decimal)
    rows(of: ISO7064Mod11_10(), name: "ISO 7064 MOD 11-10", characters: decimal)
    rows(of: ISO7064Mod37_2(), name: "ISO 7064 MOD 37-2", characters: alphanumeric)
    rows(of: ISO7064Mod97_10(), name: "ISO 7064 MOD 97-10", characters: alphanumeric)
    rows(of: WeightedMod11(), name: "Weighted mod 11", characters: decimal)
    rows(of: GS1Mod10(), name: "GS1 mod 10", characters: decimal)
}

/// The two rows of `system`: `isValid` on texts of its `characters` ending in their check
/// characters, and `checkCharacters(for:)` on their payloads.
func rows<System: CheckCharacterSystem>(of system: System, name: String, characters: String) {
    var generator = SplitMix64(seed: 7064)
    let choices = Array(characters)
    let payloads = (0..<1_000).map { _ in
        String((0..<(16 - system.checkCharacterCount)).map { _ in choices[Int(generator.next() % UInt64(choices.count))] })
    }
    let texts = payloads.map { $0 + (system.checkCharacters(for: $0) ?? "") }
    precondition(texts.allSatisfy(system.isValid), "every text of \(name) ends in its check characters")

    Benchmark("Checksums: \(name) isValid") { benchmark in
        var valid = 0
        for index in benchmark.scaledIterations where system.isValid(texts[index]) {
            valid &+= 1
        }
        blackHole(valid)
    }

    Benchmark("Checksums: \(name) checkCharacters") { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(system.checkCharacters(for: payloads[index]))
        }
    }
}
