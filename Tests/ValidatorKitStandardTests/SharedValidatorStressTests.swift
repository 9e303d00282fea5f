import ValidatorKitOTP
import ValidatorKitStandard
import Testing
import ValidatorKit

/// Validators of every built-in plugin, and one registry, used by eight tasks at once: each task
/// gets the answers it would get alone. Run under ThreadSanitizer by `scripts/test`.
@Suite struct SharedValidatorStressTests {
    /// One validator of each plugin, with texts that reach its valid, incomplete and invalid paths.
    static let workloads: [(plugin: String, options: [String: JSONValue], texts: [String])] = [
        ("required", [:], ["", " ", "x"]),
        ("length", ["min": .integer(2), "max": .integer(4)], ["a", "abcd", "abcde", "👨‍👩‍👧é"]),
        ("charset", ["allowed": .string("digits")], ["123", "12a", "１２"]),
        ("regex", ["preset": .string("email")], ["bob@example.com", "bob@", "bob@@x"]),
        ("regex", ["pattern": .string("(a+)+b")], ["aaab", String(repeating: "a", count: 40), "aac"]),
        ("luhn", [:], ["79927398713", "79927398710", "7992x"]),
        ("card", [:], ["4242 4242 4242 4242", "3782", "1234", "4242-4242-4242-4241"]),
        ("otp", ["digits": .integer(6)], ["287082", "2870", "28708x"]),
        ("phone", ["region": .string("US")], ["6502530000", "+44 7400 123456", "650", "65025300001234"]),
        ("phone", ["region": .string("GB"), "types": .string("mobile")], ["07400 123456", "020 7946 0018"]),
        ("password", ["minLength": .integer(8)], ["password", "correct horse battery staple", "Tr0ub4dour&3", "Tr0ub4"]),
    ]

    /// Everything a field asks a validator: verdict, layout, formatted text and details.
    struct Answers: Equatable {
        let validity: Validity
        let layout: SectionLayout?
        let formatted: String?
        let details: ValidationDetails?

        init(_ validator: any Validator, _ text: String) {
            validity = validator.validate(text)
            layout = validator.sectionLayoutProvider?.sectionLayout(for: text)
            formatted = validator.textFormatter?.formatted(text)
            details = validator.detailsProvider?.details(for: text)
        }
    }

    let registry: ValidatorRegistry

    init() throws {
        registry = ValidatorRegistry()
        try StandardValidators.register(in: registry)
    }

    @Test func everyPluginsValidatorServesEightTasksAtOnce() async throws {
        let registry = registry
        let validators = try Self.workloads.map { try registry.makeValidator($0.plugin, options: $0.options) }
        let expected = zip(validators, Self.workloads).map { validator, workload in
            workload.texts.map { Answers(validator, $0) }
        }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for round in 0..<200 {
                        for (index, validator) in validators.enumerated() {
                            let texts = Self.workloads[index].texts
                            let pick = (task + round) % texts.count
                            if Answers(validator, texts[pick]) != expected[index][pick] { mismatches += 1 }
                        }
                        // The registry answers lookups and builds validators at the same time.
                        if registry.identifiers.count != StandardValidators.plugins.count { mismatches += 1 }
                        if (try? registry.makeValidator("length", options: ["max": .integer(task + 1)])) == nil {
                            mismatches += 1
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    /// One verifier shared by eight tasks that all submit the right code at once accepts it
    /// exactly once: the replay memory has no race.
    @Test func aCodeSubmittedByEightTasksAtOnceIsAcceptedOnce() async throws {
        // RFC 6238 appendix B: SHA-1, time 59, eight digits.
        let validator = try registry.makeValidator("otp", options: [
            "secret": .string("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"), "digits": .integer(8),
            "time": .integer(59), "window": .integer(0),
        ])
        let verifier = try #require(validator.submissionVerifier)
        let verdicts = await withTaskGroup(of: Validity.self) { group in
            for _ in 0..<8 {
                group.addTask { verifier.verify("94287082") }
            }
            return await group.reduce(into: [Validity]()) { $0.append($1) }
        }
        #expect(verdicts.filter(\.isValid).count == 1)
        #expect(verdicts.compactMap(\.failure?.code).sorted() == Array(repeating: .otpReplayed, count: 7))
    }

    /// Eight tasks register plugins into one registry at once: each distinct identifier is
    /// taken once, and of eight attempts at the same identifier exactly one succeeds.
    @Test func eightTasksRegisteringAtOnceTakeEachIdentifierOnce() async {
        let registry = ValidatorRegistry()
        let successes = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var successes = 0
                    for identifier in ["own-\(task)", "shared"] {
                        if (try? registry.register(NamedPlugin(identifier: identifier))) != nil { successes += 1 }
                    }
                    return successes
                }
            }
            return await group.reduce(0, +)
        }
        #expect(successes == 9)
        #expect(registry.identifiers == (0..<8).map { "own-\($0)" } + ["shared"])
    }
}

/// A plugin that differs from another only by its identifier.
private struct NamedPlugin: ValidatorPlugin {
    let identifier: String
    let summary = "Stands in for a plugin in registry tests"
    let options: [OptionDescription] = []
    let failureCodes = RequiredPlugin().failureCodes

    func make(_ options: ValidatorOptions) throws -> any Validator {
        RequiredValidator()
    }
}
