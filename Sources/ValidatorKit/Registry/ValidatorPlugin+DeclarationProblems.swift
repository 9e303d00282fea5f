extension ValidatorPlugin {
    /// What is wrong with the plugin's description, each as a sentence saying what to fix; empty
    /// when it is well formed. ``ValidatorRegistry`` refuses a plugin that has any, and
    /// `PluginConformance` reports them.
    ///
    /// Checked: the identifier is lower-case ASCII letters, digits and dashes; the summary is not
    /// empty; each option is described once, and its default, if any, is of its type.
    package var declarationProblems: [String] {
        var problems: [String] = []
        if identifier.isEmpty || !identifier.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) {
            problems.append("identifier '\(identifier)' should be lower-case ASCII letters, digits and dashes")
        }
        if summary.isEmpty {
            problems.append("plugin '\(identifier)' has no summary")
        }
        var seen: Set<String> = []
        for option in options {
            if !seen.insert(option.name).inserted {
                problems.append("option '\(option.name)' is described twice")
            }
            if let defaultValue = option.defaultValue, option.type.coerce(defaultValue) == nil {
                let shown = option.isSecret ? "" : " '\(defaultValue)'"
                problems.append("the default\(shown) of option '\(option.name)' does not fit its type \(option.type)")
            }
        }
        return problems
    }
}
