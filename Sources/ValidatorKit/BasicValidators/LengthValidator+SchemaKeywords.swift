extension LengthValidator {
    /// `minLength` for a minimum above 0, and the maximum as an `x-validatorkit` annotation.
    ///
    /// The validator counts characters (grapheme clusters), JSON Schema code points: a text has
    /// at least as many code points as characters, so the minimum holds as `minLength`, but a
    /// text of 20 characters may have more than 20 code points ("é" may be two), so a
    /// `maxLength` would refuse texts the validator accepts.
    ///
    /// ```swift
    /// try LengthValidator(minimum: 2, maximum: 26).schemaKeywords
    /// // ["minLength": 2, "x-validatorkit": [["plugin": "length", "max": 26, "unit": "grapheme clusters"]]]
    /// ```
    public var schemaKeywords: [String: JSONValue] {
        var keywords: [String: JSONValue] = [:]
        if minimum > 0 {
            keywords["minLength"] = .integer(minimum)
        }
        if let maximum {
            keywords[SchemaKeywords.annotation] = [["plugin": "length", "max": .integer(maximum), "unit": "grapheme clusters"]]
        }
        return keywords
    }
}
