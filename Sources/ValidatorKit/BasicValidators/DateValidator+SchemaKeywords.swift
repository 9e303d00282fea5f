extension DateValidator {
    /// `format: date` (RFC 3339's `full-date`, the `YYYY-MM-DD` this validator reads), and its
    /// bounds as an `x-validatorkit` annotation: JSON Schema has no bounds for dates, and a bound
    /// relative to today (`-P18Y`) changes every day.
    ///
    /// ```swift
    /// DateValidator(latest: "-P18Y")?.schemaKeywords
    /// // ["format": "date", "x-validatorkit": [["plugin": "date", "max": "-P18Y"]]]
    /// ```
    public var schemaKeywords: [String: JSONValue] {
        var keywords: [String: JSONValue] = ["format": "date"]
        var bounds: [String: JSONValue] = [:]
        if let earliest { bounds["min"] = .string(earliest.description) }
        if let latest { bounds["max"] = .string(latest.description) }
        if !bounds.isEmpty {
            bounds["plugin"] = "date"
            keywords[SchemaKeywords.annotation] = [.object(bounds)]
        }
        return keywords
    }
}
