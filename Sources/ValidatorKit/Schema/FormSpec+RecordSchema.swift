extension FormSpec {
    /// The dialect of ``recordSchema(registry:)``.
    public static let recordSchemaDialect = "https://json-schema.org/draft/2020-12/schema"

    /// The JSON Schema (draft 2020-12) of the records the spec accepts: every record
    /// ``makeRecordValidator(registry:)``'s validator accepts, the schema accepts too.
    ///
    /// Each field is a member of its object, its title the schema's `title`:
    /// - a required field is listed in `required` and may be neither `null` nor `""`; an
    ///   optional one may be either, as both mean absent;
    /// - `text` is a string (a required one non-empty: `minLength` 1), with what its validators
    ///   state (``Validator/schemaKeywords``: `minLength`, `pattern`, …); `integer`, `number`
    ///   and `boolean` are their JSON types, with what their validators state of numbers
    ///   (`minimum`, …), and under `"coerce": "strings"` a string spelling the value too (`"42"`,
    ///   `"2.5"`, `"true"`); `choice` is one of its `enum`; `group` an object of its fields;
    ///   `list` an array of its `items`, with `minItems` and `maxItems`;
    /// - under `"extraMembers": "refuse"`, every object has `additionalProperties: false`;
    /// - a rule the schema cannot say is named in the annotation `x-validatorkit`, an array of
    ///   objects each naming its `plugin` (`card`, `phone`, a regex pattern that ECMA-262 would
    ///   read otherwise), so the schema is never stricter than the validator.
    ///
    /// ```swift
    /// let spec = try FormSpec.decode(Array(#"""
    ///     {"fields": [{"id": "name", "title": "Name", "required": true,
    ///                  "validators": [{"plugin": "length", "options": {"min": 2}}]}]}
    ///     """#.utf8))
    /// try spec.recordSchema(registry: registry)
    /// // {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
    /// //  "properties": {"name": {"title": "Name", "type": "string", "minLength": 2}}, "required": ["name"]}
    /// ```
    ///
    /// Throws the ``FormSpecError`` that ``makeRecordValidator(registry:)`` throws for the same
    /// spec, or one naming a nested field's validator the registry cannot build.
    public func recordSchema(registry: ValidatorRegistry) throws(FormSpecError) -> JSONValue {
        _ = try makeRecordValidator(registry: registry)
        var schema = try RecordSchemaWriter(spec: self, registry: registry).objectSchema(of: fields, at: "fields")
        schema["$schema"] = .string(Self.recordSchemaDialect)
        return .object(schema)
    }
}

/// Writes the schema of one spec's records, field by field.
private struct RecordSchemaWriter {
    let spec: FormSpec
    let registry: ValidatorRegistry

    /// The schema of an object holding `fields`, the spec's at `path` (`fields`,
    /// `fields[2].fields`).
    func objectSchema(of fields: [FormSpec.FieldSpec], at path: String) throws(FormSpecError) -> [String: JSONValue] {
        var properties: [String: JSONValue] = [:]
        var required: [JSONValue] = []
        for (index, field) in fields.enumerated() {
            let (schema, isRequired) = try fieldSchema(field, at: "\(path)[\(index)]")
            properties[field.id] = .object(schema)
            if isRequired { required.append(.string(field.id)) }
        }
        var schema: [String: JSONValue] = ["type": "object", "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required) }
        if spec.extraMembers == .refuse { schema["additionalProperties"] = false }
        return schema
    }

    /// The schema of `field`, the spec's at `path`, and whether it is required.
    func fieldSchema(_ field: FormSpec.FieldSpec, at path: String) throws(FormSpecError) -> (schema: [String: JSONValue], isRequired: Bool) {
        let placement = KeywordPlacement(field.valueType)
        var validators: [any Validator] = []
        var placed: [[String: JSONValue]] = []
        var unstated: [JSONValue] = []
        for (index, validatorSpec) in (field.validators ?? []).enumerated() {
            let validator = try validatorSpec.make(registry: registry, path: "\(path).validators[\(index)]")
            validators.append(validator)
            let stated = validator.schemaKeywords
            let kept = placement.keeping(stated)
            placed.append(kept)
            // A validator that states nothing of this field's values is named, so that a
            // reader knows a rule holds that the schema does not say.
            if kept.isEmpty || kept != stated {
                unstated.append(["plugin": .string(validatorSpec.plugin)])
            }
        }
        let chain = ValidatorChain(validators, isRequired: field.required ?? false)
        var keywords = SchemaKeywords.merging(placed)
        let annotations = keywords.removeValue(forKey: SchemaKeywords.annotation)?.arrayElements ?? []

        var schema = try presentValueSchema(field, keywords: keywords, isRequired: chain.isRequired, at: path)
        if !chain.isRequired {
            // Missing, null and "" are all absent, which an optional field may be.
            let absent: JSONValue = ["enum": [.null, ""]]
            if schema == ["type": "string"] {
                schema = ["type": ["string", "null"]]
            } else if schema.count == 1, case .array(let alternatives)? = schema["anyOf"] {
                schema = ["anyOf": .array([absent] + alternatives)]
            } else {
                schema = ["anyOf": [absent, .object(schema)]]
            }
        }
        if let title = field.title { schema["title"] = .string(title) }
        if !(annotations + unstated).isEmpty { schema[SchemaKeywords.annotation] = .array(annotations + unstated) }
        return (schema, chain.isRequired)
    }

    /// The schema of a present value of `field` (neither `null` nor `""` unless a choice says
    /// so), with the validators' `keywords`, placed for its type.
    private func presentValueSchema(
        _ field: FormSpec.FieldSpec, keywords: [String: JSONValue], isRequired: Bool, at path: String
    ) throws(FormSpecError) -> [String: JSONValue] {
        let coerces = spec.coerce == .strings
        switch field.valueType {
        case .text:
            var schema = keywords
            schema["type"] = "string"
            return isRequired ? SchemaKeywords.merging([schema, ["minLength": 1]]) : schema
        case .integer:
            return number("integer", keywords, spelledAs: coerces ? #"^-?[0-9]+$"# : nil)
        case .number:
            return number("number", keywords, spelledAs: coerces ? #"^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$"# : nil)
        case .boolean:
            return coerces ? ["anyOf": [["type": "boolean"], ["enum": ["true", "false"]]]] : ["type": "boolean"]
        case .choice:
            return ["type": "string", "enum": .array((field.choices ?? []).map(JSONValue.string))]
        case .group:
            return try objectSchema(of: field.fields ?? [], at: "\(path).fields")
        case .list:
            var schema: [String: JSONValue] = ["type": "array"]
            if let item = field.item { schema["items"] = .object(try fieldSchema(item, at: "\(path).item").schema) }
            if let minItems = field.minItems { schema["minItems"] = .integer(minItems) }
            if let maxItems = field.maxItems { schema["maxItems"] = .integer(maxItems) }
            return schema
        }
    }

    /// A number of JSON type `type` with the numeric `keywords`, or, when `spelling` is given, a
    /// string matching it (the keywords judge no string).
    private func number(_ type: String, _ keywords: [String: JSONValue], spelledAs spelling: String?) -> [String: JSONValue] {
        var schema = keywords
        schema["type"] = .string(type)
        guard let spelling else { return schema }
        return ["anyOf": [.object(schema), ["type": "string", "pattern": .string(spelling)]]]
    }
}

/// Which of the validators' keywords a kind of value takes: a keyword that applies to other
/// JSON types says nothing of it, and would mislead a reader. Annotations (`x-…`) go anywhere.
private enum KeywordPlacement {
    /// A text field's string: every keyword but the numeric ones.
    case string
    /// An integer or number field's number: the numeric keywords alone (the validators judge
    /// the number's canonical text, not a string a record gives).
    case number
    /// A boolean, a choice, a group or a list: annotations alone (a choice's validators judge
    /// its text, which its `enum` already bounds; groups and lists take no validators).
    case annotationsOnly

    private static let numeric: Set = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]

    init(_ type: FormSpec.FieldType) {
        switch type {
        case .text: self = .string
        case .integer, .number: self = .number
        case .boolean, .choice, .group, .list: self = .annotationsOnly
        }
    }

    /// The `keywords` this kind takes, `allOf` entries included.
    func keeping(_ keywords: [String: JSONValue]) -> [String: JSONValue] {
        var kept = keywords.filter { takes($0.key) }
        if case .array(let entries)? = keywords["allOf"] {
            let entries = entries.filter { entry in
                guard case .object(let members) = entry else { return false }
                return members.keys.allSatisfy(takes)
            }
            kept["allOf"] = entries.isEmpty ? nil : .array(entries)
        }
        return kept
    }

    private func takes(_ keyword: String) -> Bool {
        if keyword == "allOf" || keyword.hasPrefix("x-") { return true }
        return switch self {
        case .string: !Self.numeric.contains(keyword)
        case .number: Self.numeric.contains(keyword)
        case .annotationsOnly: false
        }
    }
}

extension JSONValue {
    /// The elements of an array; nothing for any other value.
    fileprivate var arrayElements: [JSONValue] {
        if case .array(let elements) = self { return elements }
        return []
    }
}
