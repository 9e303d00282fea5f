/// The type an option's value must have.
public enum OptionType: Sendable, Hashable, CustomStringConvertible {
    /// Any text.
    case string
    /// A whole number.
    case integer
    /// Any number, whole or with a fraction, such as `0.5`.
    case number
    /// `true` or `false`.
    case boolean
    /// One of a fixed list of words.
    case choice([String])

    /// How the type reads in messages and listings: `"string"`, `"integer"`, `"number"`, `"boolean"`, or the
    /// choices joined by `|`.
    public var description: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .number: "number"
        case .boolean: "boolean"
        case .choice(let words): words.joined(separator: "|")
        }
    }

    /// The value converted to this type, or `nil` when it does not fit.
    ///
    /// Text is converted where it spells a value of the type (`"5"` for an integer), because
    /// options typed on a command line always arrive as text.
    func coerce(_ value: JSONValue) -> JSONValue? {
        switch (self, value) {
        case (.string, .string), (.integer, .integer), (.boolean, .boolean), (.number, .number), (.number, .integer):
            return value
        case (.number, .string(let text)):
            // Exactly as typed (`0.1` stays one tenth), leading zeros allowed; only what a
            // `Double` can hold without becoming infinite.
            guard let number = DecimalNumber(text).map(JSONNumber.init(exactly:)), number.isWithinDoubleRange else {
                return nil
            }
            return JSONValue(number)
        case (.integer, .string(let text)):
            return Int(text).map(JSONValue.integer)
        case (.boolean, .string(let text)):
            return Bool(text).map(JSONValue.boolean)
        case (.choice(let words), .string(let text)):
            return words.contains(text) ? value : nil
        default:
            return nil
        }
    }
}
