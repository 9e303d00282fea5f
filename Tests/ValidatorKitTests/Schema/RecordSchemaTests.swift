import Testing
import ValidatorKit

/// `FormSpec.recordSchema(registry:)`: the JSON Schema of a spec's records, by the typed-record
/// contract (absent is missing, `null` or `""`; each type its JSON type; `coerce` adds string
/// spellings; `extraMembers: refuse` closes every object).
@Suite struct RecordSchemaTests {
    let registry: ValidatorRegistry

    init() throws {
        registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
    }

    func schema(_ json: String) throws -> JSONValue {
        try FormSpec.decode(Array(json.utf8)).recordSchema(registry: registry)
    }

    /// The member `name` of the schema's `properties`.
    func property(_ name: String, of schema: JSONValue) -> JSONValue? {
        guard case .object(let members) = schema, case .object(let properties)? = members["properties"] else { return nil }
        return properties[name]
    }

    static let absent: JSONValue = ["enum": [.null, ""]]

    @Test func aFlatSpecIsAnObjectOfItsTextFieldsWithTheRequiredListed() throws {
        let schema = try schema(#"""
            {"fields": [
              {"id": "name", "title": "Name", "required": true, "validators": [{"plugin": "length", "options": {"min": 2}}]},
              {"id": "nickname"},
              {"id": "code", "validators": [{"plugin": "charset", "options": {"allowed": "digits"}}]}]}
            """#)
        #expect(schema == [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "type": "object",
            "properties": [
                "name": ["title": "Name", "type": "string", "minLength": 2],
                "nickname": ["type": ["string", "null"]],
                "code": ["anyOf": [Self.absent, ["type": "string", "pattern": "^(?:[0-9]*)$"]]],
            ],
            "required": ["name"],
        ])
    }

    @Test func theArticlesExampleSaysWhatItShows() throws {
        // RulesAcrossFieldsAndRecords.md, "The JSON Schema of records".
        let spec = try FormSpec.decode(Array(#"""
            {"fields": [{"id": "username", "title": "Username", "required": true,
                         "validators": [{"plugin": "length", "options": {"min": 3, "max": 20}}]}]}
            """#.utf8))
        #expect(try spec.recordSchema(registry: registry) == [
            "$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
            "properties": ["username": [
                "title": "Username", "type": "string", "minLength": 3,
                "x-validatorkit": [["plugin": "length", "max": 20, "unit": "grapheme clusters"]],
            ]],
            "required": ["username"],
        ])
    }

    @Test func aRequiredTextIsNotEmptyAndTheRequiredPluginMakesAFieldRequired() throws {
        let schema = try schema(#"{"fields": [{"id": "a", "required": true}, {"id": "b", "validators": [{"plugin": "required"}]}]}"#)
        #expect(property("a", of: schema) == ["type": "string", "minLength": 1])
        #expect(property("b", of: schema) == ["type": "string", "minLength": 1])
        guard case .object(let members) = schema else { return }
        #expect(members["required"] == ["a", "b"])
    }

    @Test func typedFieldsAreTheirJSONTypes() throws {
        let schema = try schema(#"""
            {"fields": [
              {"id": "age", "type": "integer", "required": true},
              {"id": "height", "type": "number", "required": true},
              {"id": "agree", "type": "boolean", "required": true},
              {"id": "plan", "type": "choice", "choices": ["free", "pro"], "required": true},
              {"id": "score", "type": "integer"}]}
            """#)
        #expect(property("age", of: schema) == ["type": "integer"])
        #expect(property("height", of: schema) == ["type": "number"])
        #expect(property("agree", of: schema) == ["type": "boolean"])
        #expect(property("plan", of: schema) == ["type": "string", "enum": ["free", "pro"]])
        #expect(property("score", of: schema) == ["anyOf": [Self.absent, ["type": "integer"]]])
    }

    @Test func coercingStringsAcceptsTheirSpellings() throws {
        let schema = try schema(#"""
            {"coerce": "strings", "fields": [
              {"id": "age", "type": "integer", "required": true},
              {"id": "height", "type": "number", "required": true},
              {"id": "agree", "type": "boolean"}]}
            """#)
        #expect(property("age", of: schema) == ["anyOf": [["type": "integer"], ["type": "string", "pattern": "^-?[0-9]+$"]]])
        #expect(property("height", of: schema) == ["anyOf": [
            ["type": "number"],
            ["type": "string", "pattern": #"^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$"#],
        ]])
        #expect(property("agree", of: schema) == ["anyOf": [Self.absent, ["type": "boolean"], ["enum": ["true", "false"]]]])
    }

    @Test func groupsAndListsNestAndRefusingClosesEveryObject() throws {
        let schema = try schema(#"""
            {"extraMembers": "refuse", "fields": [
              {"id": "address", "title": "Address", "type": "group", "required": true, "fields": [{"id": "street", "required": true}]},
              {"id": "phones", "type": "list", "required": true, "minItems": 1, "maxItems": 3, "item": {"title": "Phone", "required": true}},
              {"id": "contacts", "type": "list", "required": true, "item": {"type": "group", "required": true, "fields": [{"id": "email"}]}}]}
            """#)
        guard case .object(let root) = schema else { return }
        #expect(root["additionalProperties"] == false)
        #expect(property("address", of: schema) == [
            "title": "Address", "type": "object", "additionalProperties": false,
            "properties": ["street": ["type": "string", "minLength": 1]], "required": ["street"],
        ])
        #expect(property("phones", of: schema) == [
            "type": "array", "minItems": 1, "maxItems": 3, "items": ["title": "Phone", "type": "string", "minLength": 1],
        ])
        #expect(property("contacts", of: schema) == [
            "type": "array",
            "items": ["type": "object", "additionalProperties": false, "properties": ["email": ["type": ["string", "null"]]]],
        ])
    }

    @Test func ignoringExtraMembersLeavesObjectsOpen() throws {
        let schema = try schema(#"{"fields": [{"id": "g", "type": "group", "required": true, "fields": [{"id": "a"}]}]}"#)
        guard case .object(let root) = schema, case .object(let group)? = property("g", of: schema) else { return }
        #expect(root["additionalProperties"] == nil)
        #expect(group["additionalProperties"] == nil)
    }

    @Test func aRuleNoKeywordCanSayIsNamedInAnAnnotation() throws {
        let schema = try schema(#"""
            {"fields": [{"id": "password", "required": true},
                        {"id": "confirm", "required": true, "validators": [{"plugin": "matches", "options": {"field": "password"}},
                                                                            {"plugin": "length", "options": {"min": 8, "max": 64}}]}]}
            """#)
        #expect(property("confirm", of: schema) == [
            "type": "string", "minLength": 8,
            "x-validatorkit": [["plugin": "length", "max": 64, "unit": "grapheme clusters"], ["plugin": "matches"]],
        ])
    }

    @Test func numericKeywordsStayOffTextsAndStringKeywordsOffNumbers() throws {
        // The length plugin judges an integer's canonical text ("42"), not the JSON value, so
        // its minLength says nothing of the integer: the plugin is named instead.
        let schema = try schema(#"{"fields": [{"id": "n", "type": "integer", "required": true, "validators": [{"plugin": "length", "options": {"min": 2}}]}]}"#)
        #expect(property("n", of: schema) == ["type": "integer", "x-validatorkit": [["plugin": "length"]]])
    }

    @Test func aChoicesValidatorsAreNamedAndItsEnumStands() throws {
        let schema = try schema(#"""
            {"fields": [{"id": "plan", "type": "choice", "choices": ["free", "pro"], "required": true,
                         "validators": [{"plugin": "charset", "options": {"allowed": "digits"}}]}]}
            """#)
        #expect(property("plan", of: schema) == ["type": "string", "enum": ["free", "pro"], "x-validatorkit": [["plugin": "charset"]]])
    }

    @Test func aNestedValidatorTheRegistryCannotBuildIsAnErrorAtItsPath() throws {
        let spec = try FormSpec.decode(Array(#"""
            {"fields": [{"id": "g", "type": "group", "fields": [{"id": "a"}, {"id": "b", "validators": [{"plugin": "nope"}]}]}]}
            """#.utf8))
        #expect(throws: FormSpecError.self) { try spec.recordSchema(registry: registry) }
        do {
            _ = try spec.recordSchema(registry: registry)
        } catch {
            #expect(error.code == .unknownPlugin)
            #expect(error.path == "fields[0].fields[1].validators[0].plugin")
        }
    }
}
