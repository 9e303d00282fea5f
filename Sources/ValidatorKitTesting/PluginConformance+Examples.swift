public import ValidatorKit

extension PluginConformance {
    /// What is wrong with the verdicts of `plugin` on examples whose answers are known, as
    /// sentences; empty when each answer is right.
    ///
    /// Each of `valid` must be `valid`, and each of its proper prefixes (by characters)
    /// `incomplete`, `valid`, or `invalid` only with a failure fixable by typing (which the
    /// display policy keeps quiet until editing ends): a field shows no error while the user
    /// types towards a valid text. Each of `invalid` must be `invalid` with a code the plugin
    /// declares. Concluding each of them (``concludingProblems(of:on:declared:)``) keeps a valid
    /// text valid and an invalid one invalid.
    ///
    /// ```swift
    /// #expect(PluginConformance.exampleProblems(
    ///     of: LuhnPlugin(), valid: ["79927398713"], invalid: ["79927398710", "7992a"]) == [])
    /// ```
    public static func exampleProblems(
        of plugin: any ValidatorPlugin,
        options: [String: JSONValue] = [:],
        valid: [String],
        invalid: [String]
    ) -> [String] {
        let validator: any Validator
        do {
            validator = try plugin.make(ValidatorRegistry.checkedOptions(options, for: plugin))
        } catch {
            return ["make failed with the given options: \(error)"]
        }
        let declared = Set(plugin.failureCodes.map(\.code))
        var problems: [String] = []
        for example in valid {
            let verdict = validator.validate(example)
            if verdict != .valid {
                problems.append("the valid example '\(example)' is \(described(verdict))")
            }
            var prefix = ""
            for character in example.dropLast() {
                prefix.append(character)
                let prefixVerdict = validator.validate(prefix)
                if let failure = prefixVerdict.failure, !failure.isFixableByTyping {
                    problems.append(
                        "'\(prefix)', a prefix of the valid example '\(example)', is \(described(prefixVerdict)): "
                            + "it should be incomplete, valid, or fixable by typing")
                }
            }
        }
        for example in invalid {
            let verdict = validator.validate(example)
            guard let failure = verdict.failure else {
                problems.append("the invalid example '\(example)' is \(described(verdict))")
                continue
            }
            if !declared.contains(failure.code) {
                problems.append("the invalid example '\(example)' fails with '\(failure.code)', which the plugin does not declare")
            }
        }
        let prefixes = valid.flatMap { example in (1..<max(1, example.count)).map { String(example.prefix($0)) } }
        problems += concludingProblems(of: validator, on: valid + prefixes + invalid, declared: declared)
        return problems
    }

    static func described(_ verdict: Validity) -> String {
        verdict.failure.map { "invalid (\($0.code))" } ?? verdict.name
    }
}
