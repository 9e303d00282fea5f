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
    ///   `list` an array of its `items`, with `minItems` and `maxItems`; `union` the `oneOf` of
    ///   its variants' objects, each with its tag's `const`;
    /// - a field with a `when` that reads a field of its own object is stated under
    ///   `if`/`then`/`else` (forbidden under `else` when extra members are refused); one whose
    ///   condition reads the root from inside an object may hold anything;
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
    /// `fields[2].fields`), beside `companions` (a union's tag, whose value the caller states).
    ///
    /// A field with a `when` that reads a field of the same object is stated under `if`/`then`
    /// (and, under `"extraMembers": "refuse"`, `else` forbids its member); one that reads the
    /// root from inside an object is named in the annotation and may hold anything, as the
    /// schema cannot read another object.
    func objectSchema(
        of fields: [FormSpec.FieldSpec], at path: String, companions: [FormSpec.FieldSpec] = []
    ) throws(FormSpecError) -> [String: JSONValue] {
        let siblings = companions + fields
        var properties: [String: JSONValue] = [:]
        var required: [JSONValue] = []
        var conditionals: [JSONValue] = []
        for (index, field) in fields.enumerated() {
            let (schema, isRequired) = try fieldSchema(field, at: "\(path)[\(index)]")
            guard let condition = field.when else {
                properties[field.id] = .object(schema)
                if isRequired { required.append(.string(field.id)) }
                continue
            }
            guard let holds = conditionSchema(condition, among: siblings) else {
                properties[field.id] = [SchemaKeywords.annotation: [["when": .string(condition.field)]]]
                continue
            }
            // The member is named, so an object that refuses others takes it while it applies.
            properties[field.id] = [:]
            var then: [String: JSONValue] = ["properties": .object([field.id: .object(schema)])]
            if isRequired { then["required"] = [.string(field.id)] }
            var conditional: [String: JSONValue] = ["if": holds, "then": .object(then)]
            if spec.extraMembers == .refuse { conditional["else"] = ["properties": .object([field.id: false])] }
            conditionals.append(.object(conditional))
        }
        var schema: [String: JSONValue] = ["type": "object", "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required) }
        if !conditionals.isEmpty { schema["allOf"] = .array(conditionals) }
        if spec.extraMembers == .refuse { schema["additionalProperties"] = false }
        return schema
    }

    /// The schema an object matches when `condition` holds, reading the fields `siblings` of
    /// the object; `nil` when it reads a field of another object (the root, from
    /// inside one), which a schema cannot. A field that does not apply reads as empty, so the
    /// condition of the field read is part of it.
    private func conditionSchema(_ condition: FormSpec.FieldCondition, among siblings: [FormSpec.FieldSpec]) -> JSONValue? {
        guard let named = siblings.first(where: { $0.id == condition.field }) else { return nil }
        let filled: JSONValue = ["required": [.string(named.id)], "properties": .object([named.id: ["not": ["enum": [.null, ""]]]])]
        let test: JSONValue
        switch condition.test {
        case .isFilled(let isFilled):
            test = isFilled ? filled : ["not": filled]
        case .equals, .isAny:
            let texts = condition.expectedTexts ?? []
            let values = texts.filter { !$0.isEmpty }.flatMap { schemaValues(spelling: $0, as: named.valueType) }
            let matches: JSONValue = ["required": [.string(named.id)], "properties": .object([named.id: ["enum": .array(values)]])]
            test = texts.contains("") ? ["anyOf": [matches, ["not": filled]]] : matches
        }
        guard let namedCondition = named.when else { return test }
        guard let applies = conditionSchema(namedCondition, among: siblings) else { return nil }
        return condition.holds(forText: "") ? ["anyOf": [["allOf": [applies, test]], ["not": applies]]] : ["allOf": [applies, test]]
    }

    /// The JSON values a record may give for a field of `type` whose canonical text is `text`:
    /// the number or boolean it spells, and under `"coerce": "strings"` the string too.
    private func schemaValues(spelling text: String, as type: FormSpec.FieldType) -> [JSONValue] {
        let typed: JSONValue?
        switch type {
        case .boolean: typed = ["true": true, "false": false][text]
        case .integer, .number: typed = JSONRecordReader.number(spelledBy: text)
        case .text, .choice, .group, .list, .union: return [.string(text)]
        }
        guard let typed else { return [.string(text)] }
        return spec.coerce == .strings ? [typed, .string(text)] : [typed]
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
        case .union:
            let tag = field.tagField
            var variants: [JSONValue] = []
            for (index, variant) in (field.variants ?? []).enumerated() {
                var object = try objectSchema(of: variant.fields ?? [], at: "\(path).variants[\(index)].fields", companions: [tag])
                var properties = object["properties"]?.objectMembers ?? [:]
                properties[tag.id] = ["const": .string(variant.value)]
                object["properties"] = .object(properties)
                object["required"] = .array([.string(tag.id)] + (object["required"]?.arrayElements ?? []))
                object["title"] = .string(variant.title ?? variant.value)
                variants.append(.object(object))
            }
            return ["type": "object", "oneOf": .array(variants)]
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
    /// A boolean, a choice, a group, a list or a union: annotations alone (a choice's
    /// validators judge its text, which its `enum` already bounds; groups, lists and unions
    /// take no validators).
    case annotationsOnly

    private static let numeric: Set = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]

    init(_ type: FormSpec.FieldType) {
        switch type {
        case .text: self = .string
        case .integer, .number: self = .number
        case .boolean, .choice, .group, .list, .union: self = .annotationsOnly
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

    /// The members of an object; `nil` for any other value.
    fileprivate var objectMembers: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }
}
