/// A value shaped like JSON: the one value type of ValidatorKit, for plugin options, validation
/// details, the arguments of failure messages and submitted records.
///
/// ```swift
/// let options: [String: JSONValue] = ["region": "GB", "types": "mobile"]
/// let details: ValidationDetails = ["brand": "visa", "lengths": [13, 16, 19]]
/// ValidationFailure(code: .lengthTooShort, arguments: ["minimum": 8])
/// ```
///
/// A number without a fractional part that fits an `Int` is an ``integer(_:)``, however it is
/// written: decoding and ``record(from:)`` read `8`, `8.0` and `8e0` as `.integer(8)`, as JSON
/// does not tell them apart. Only an ``integer(_:)`` chooses the plural form of a message.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case boolean(Bool)
    /// A whole number: a count, a limit, a one-based position.
    case integer(Int)
    /// A number with a fractional part, or one too large for an `Int`.
    case number(Double)
    /// A piece of text.
    case string(String)
    /// An ordered list of values.
    case array([JSONValue])
    /// Values by name.
    case object([String: JSONValue])
}

extension JSONValue {
    /// The value for a JSON number: ``integer(_:)`` when `number` is whole and fits an `Int`,
    /// else ``number(_:)``.
    init(readingNumber number: Double) {
        if let whole = Int(exactly: number) {
            self = .integer(whole)
        } else {
            self = .number(number)
        }
    }
}
