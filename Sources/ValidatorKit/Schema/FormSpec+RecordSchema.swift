extension FormSpec {
    /// The JSON Schema (2020-12) of the records this spec accepts: an object whose members are
    /// the fields' identifiers, each a string, with the required fields in `required`.
    ///
    /// ```swift
    /// try spec.recordSchema(registry: registry)
    /// // {"type": "object", "properties": {"card": {"type": "string"}, …}, "required": ["card", …]}
    /// ```
    ///
    /// `registry` is where the fields' validators would say what they can state about a value.
    public func recordSchema(registry: ValidatorRegistry) throws(FormSpecError) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        for field in fields {
            properties[field.id] = ["type": "string"]
        }
        let required = fields.filter { $0.required == true }.map { JSONValue.string($0.id) }
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "type": "object",
            "properties": .object(properties),
            "required": .array(required),
        ]
    }
}
