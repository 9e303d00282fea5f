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
    /// A list of texts, such as the identifiers of fields: a JSON array of strings, or text
    /// with the items separated by commas (`username,name`, as `--option` writes it).
    case stringList

    /// How the type reads in messages and listings: `"string"`, `"integer"`, `"number"`, `"boolean"`,
    /// `"list of strings"`, or the choices joined by `|`.
    public var description: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .number: "number"
        case .boolean: "boolean"
        case .choice(let words): words.joined(separator: "|")
        case .stringList: "list of strings"
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
        case (.stringList, .array):
            return misfitItem(in: value) == nil ? value : nil
        case (.stringList, .string(let text)):
            // Items separated by commas, each without the white space around it; an empty one
            // is dropped.
            return .array(text.split(separator: ",").compactMap { item in
                guard let first = item.firstIndex(where: { !$0.isWhitespace }),
                    let last = item.lastIndex(where: { !$0.isWhitespace })
                else { return nil }
                return .string(String(item[first...last]))
            })
        default:
            return nil
        }
    }

    /// The first item of a list of strings given as a JSON array that is not a string, with
    /// its index; `nil` for any other type or value.
    func misfitItem(in value: JSONValue) -> (index: Int, item: JSONValue)? {
        guard case .stringList = self, case .array(let items) = value else { return nil }
        for (index, item) in items.enumerated() {
            if case .string = item { continue }
            return (index, item)
        }
        return nil
    }
}
