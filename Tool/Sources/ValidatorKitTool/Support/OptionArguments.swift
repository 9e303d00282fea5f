public import ValidatorKit

/// Reads `--option name=value` arguments into plugin options.
public enum OptionArguments {
    /// The options by name; the value is kept as text for the registry to convert.
    ///
    /// A malformed argument is named by its position only, since its value may be a secret.
    public static func parse(_ arguments: [String]) throws(UsageError) -> [String: JSONValue] {
        var options: [String: JSONValue] = [:]
        for (index, argument) in arguments.enumerated() {
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                throw UsageError("Option \(index + 1) must be written name=value, such as --option min=2")
            }
            let name = String(argument[..<equals])
            guard options[name] == nil else {
                throw UsageError("Option '\(name)' is given twice")
            }
            options[name] = .string(String(argument[argument.index(after: equals)...]))
        }
        return options
    }
}
