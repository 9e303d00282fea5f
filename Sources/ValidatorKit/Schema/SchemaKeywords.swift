/// Gathers what several validators state about one value, as JSON Schema keywords
/// (``Validator/schemaKeywords``), into one set of keywords that says all of it.
enum SchemaKeywords {
    /// The annotation keyword holding what keywords cannot say: an array of objects, each naming
    /// its `plugin`.
    static let annotation = "x-validatorkit"

    /// Keywords bounding a value from below: of two, the greater says both.
    private static let lowerBounds: Set = ["minLength", "minimum", "exclusiveMinimum", "minItems"]
    /// Keywords bounding a value from above: of two, the smaller says both.
    private static let upperBounds: Set = ["maxLength", "maximum", "exclusiveMaximum", "maxItems"]

    /// All of `sets` at once: a keyword stated once (or with one value) is kept; two bounds of
    /// the same kind keep the tighter; any other keyword stated with different values becomes
    /// one `allOf` entry per value, so each still holds. `allOf` entries and `x-validatorkit`
    /// annotations are gathered in order.
    static func merging(_ sets: [[String: JSONValue]]) -> [String: JSONValue] {
        var values: [String: [JSONValue]] = [:]
        var order: [String] = []
        var allOf: [JSONValue] = []
        var annotations: [JSONValue] = []
        for keywords in sets {
            for name in keywords.keys.sorted() {
                guard let value = keywords[name] else { continue }
                switch name {
                case annotation: annotations += value.elements
                case "allOf": allOf += value.elements
                default:
                    if values[name] == nil { order.append(name) }
                    if values[name, default: []].contains(value) { continue }
                    if let kept = values[name]?.first, let tighter = tighterBound(name, kept, value) {
                        values[name] = [tighter]
                    } else {
                        values[name, default: []].append(value)
                    }
                }
            }
        }
        var merged: [String: JSONValue] = [:]
        for name in order {
            guard let stated = values[name] else { continue }
            if stated.count == 1 {
                merged[name] = stated[0]
            } else {
                allOf += stated.map { .object([name: $0]) }
            }
        }
        if !allOf.isEmpty { merged["allOf"] = .array(allOf) }
        if !annotations.isEmpty { merged[annotation] = .array(annotations) }
        return merged
    }

    /// The tighter of two values of the bound `name`; `nil` when `name` is no bound or a value
    /// is not a number.
    private static func tighterBound(_ name: String, _ first: JSONValue, _ second: JSONValue) -> JSONValue? {
        guard let one = first.numericValue, let other = second.numericValue else { return nil }
        if lowerBounds.contains(name) { return one >= other ? first : second }
        if upperBounds.contains(name) { return one <= other ? first : second }
        return nil
    }
}

extension JSONValue {
    /// The elements of an array; any other value as the one element.
    fileprivate var elements: [JSONValue] {
        if case .array(let elements) = self { return elements }
        return [self]
    }

    /// The number an ``integer(_:)`` or ``number(_:)`` holds; `nil` for other values.
    fileprivate var numericValue: Double? {
        switch self {
        case .integer(let number): Double(number)
        case .number(let number): number.doubleValue
        default: nil
        }
    }
}
