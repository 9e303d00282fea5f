/// The options a plugin is asked to build a validator with, checked against its descriptions and
/// with defaults filled in.
public struct ValidatorOptions: Sendable, Hashable {
    /// The checked values by option name, defaults included.
    public let values: [String: JSONValue]

    /// Wraps already checked values; ``ValidatorRegistry`` does the checking.
    public init(_ values: [String: JSONValue] = [:]) {
        self.values = values
    }

    /// The text value of `name`, or `nil` when absent or not text.
    public func string(_ name: String) -> String? {
        if case .string(let text)? = values[name] { return text }
        return nil
    }

    /// The texts of `name`, an option of type ``OptionType/stringList``, or `nil` when absent
    /// or not a list of texts.
    public func strings(_ name: String) -> [String]? {
        guard case .array(let items)? = values[name] else { return nil }
        var texts: [String] = []
        for item in items {
            guard case .string(let text) = item else { return nil }
            texts.append(text)
        }
        return texts
    }

    /// The whole-number value of `name`, or `nil` when absent or not a number.
    public func integer(_ name: String) -> Int? {
        if case .integer(let number)? = values[name] { return number }
        return nil
    }

    /// The numeric value of `name`, whole or not, as the nearest `Double`, or `nil` when absent
    /// or not a number.
    public func number(_ name: String) -> Double? {
        switch values[name] {
        case .integer(let number)?: Double(number)
        case .number(let number)?: number.doubleValue
        default: nil
        }
    }

    /// The truth value of `name`, or `nil` when absent or not a truth value.
    public func boolean(_ name: String) -> Bool? {
        if case .boolean(let truth)? = values[name] { return truth }
        return nil
    }
}
