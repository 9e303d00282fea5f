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
/// does not tell them apart. Any other number is a ``number(_:)`` holding its exact decimal
/// value (``JSONNumber``), never rounded: `42.000000000000000000001` is not whole and `1e400`
/// is not infinity. Only an ``integer(_:)`` chooses the plural form of a message.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case boolean(Bool)
    /// A whole number: a count, a limit, a one-based position.
    case integer(Int)
    /// A number with a fractional part, or a whole one beyond `Int`, held exactly.
    case number(JSONNumber)
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
    ///
    /// ```swift
    /// JSONValue(JSONNumber("8.0")!)     // .integer(8)
    /// JSONValue(JSONNumber("1e400")!)   // .number(1e+400), exactly
    /// ```
    public init(_ number: JSONNumber) {
        if let whole = number.exactInteger {
            self = .integer(whole)
        } else {
            self = .number(number)
        }
    }

    /// The value for a `Double`: as the initializer from a ``JSONNumber``, and ``null`` for
    /// infinities and NaN, which JSON cannot write.
    init(readingNumber number: Double) {
        self = JSONNumber(number).map(JSONValue.init) ?? .null
    }
}
