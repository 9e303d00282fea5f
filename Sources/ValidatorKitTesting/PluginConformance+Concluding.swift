public import ValidatorKit

extension PluginConformance {
    /// What is wrong with how `validator` judges each of `inputs` as finished
    /// (``Validator/conclude(_:)``), as sentences; empty when nothing is.
    ///
    /// Concluding refines only what typing left open: a text ``Validator/validate(_:)`` finds
    /// valid must conclude `valid`, and one it finds invalid must conclude invalid; every code
    /// only concluding gives must be among `declared` (the plugin's `failureCodes`). ``problems(of:options:inputs:)``
    /// and ``exampleProblems(of:options:valid:invalid:)`` ask it about every text they judge.
    ///
    /// ```swift
    /// #expect(PluginConformance.concludingProblems(of: CardValidator(), on: ["4242424242424242"]) == [])
    /// ```
    public static func concludingProblems(
        of validator: any Validator, on inputs: [String], declared: Set<ValidationFailure.Code>? = nil
    ) -> [String] {
        var problems: [String] = []
        for input in inputs {
            let typed = validator.validate(input)
            let finished = validator.conclude(input)
            let shown = input.count > 40 ? "'\(input.prefix(40))…'" : "'\(input)'"
            switch typed {
            case .valid where finished != .valid:
                problems.append("\(shown) is valid but concludes \(described(finished)): concluding never turns a valid text into anything else")
            case .invalid where finished.failure == nil:
                problems.append("\(shown) is \(described(typed)) but concludes \(finished.name): a finished text keeps its failure")
            default:
                break
            }
            // A code validating gives too is reported by the checks of validating.
            if let declared, let code = finished.failure?.code, code != typed.failure?.code, !declared.contains(code) {
                problems.append("\(shown) concludes with '\(code)', which the plugin does not declare")
            }
        }
        return problems
    }
}
