extension JSONValue: ExpressibleByBooleanLiteral {
    /// `true` or `false` as ``boolean(_:)``.
    public init(booleanLiteral value: Bool) {
        self = .boolean(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// A whole number as ``integer(_:)``: `["minimum": 8]`.
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// A number as ``number(_:)``, or as ``integer(_:)`` when it is whole: `["ratio": 0.5]`
    /// (a literal is always finite).
    public init(floatLiteral value: Double) {
        self = JSONValue(readingNumber: value)
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A piece of text as ``string(_:)``: `["region": "GB"]`.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// A list as ``array(_:)``: `[13, 16, 19]`.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Values by name as ``object(_:)``: `["brand": "visa"]`; a name given twice keeps its
    /// last value.
    public init(dictionaryLiteral members: (String, JSONValue)...) {
        self = .object(Dictionary(members, uniquingKeysWith: { _, last in last }))
    }
}
