extension RangeValidator {
    /// `minimum` and `maximum`, and `multipleOf` when the step is a whole number; a step with a
    /// fraction is an `x-validatorkit` annotation, since JSON Schema validators divide in binary
    /// floating point and would refuse `0.07` as a multiple of `0.01`, which this validator, exact
    /// in decimal, accepts.
    ///
    /// ```swift
    /// RangeValidator(minimum: "0", maximum: "150")?.schemaKeywords   // ["minimum": 0, "maximum": 150]
    /// ```
    public var schemaKeywords: [String: JSONValue] {
        var keywords: [String: JSONValue] = [:]
        if let minimum { keywords["minimum"] = Self.schemaNumber(minimum) }
        if let maximum { keywords["maximum"] = Self.schemaNumber(maximum) }
        if let step {
            if case .integer(let whole) = Self.schemaNumber(step) {
                keywords["multipleOf"] = .integer(whole)
            } else {
                keywords[SchemaKeywords.annotation] = [["plugin": "range", "multipleOf": .string(step.description)]]
            }
        }
        return keywords
    }

    /// `number` as a JSON integer when it is a whole number an `Int` holds, else exactly.
    private static func schemaNumber(_ number: DecimalNumber) -> JSONValue {
        JSONValue(JSONNumber(exactly: number))
    }
}
