import Testing
import ValidatorKit

/// The members of a typed field are checked when the fields are built, at any depth: each
/// belongs to one type and is required there, and a mistake names its JSON path.
@Suite struct TypedFieldSpecTests {
    private func error(_ fieldsJSON: String) throws -> FormSpecError {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        return try #require(throws: FormSpecError.self) {
            try FormSpec.decode(Array(#"{"fields": \#(fieldsJSON)}"#.utf8)).makeRecordValidator(registry: registry)
        }
    }

    @Test(arguments: [
        (#"[{"id": "plan", "type": "choice"}]"#, "fields[0].choices: is missing; a choice field needs its choices"),
        (#"[{"id": "plan", "type": "choice", "choices": []}]"#, "fields[0].choices: expected at least one choice"),
        (#"[{"id": "plan", "type": "choice", "choices": ["a", "b", "a"]}]"#, "fields[0].choices[2]: the choice 'a' is given twice"),
        (#"[{"id": "plan", "choices": ["a"]}]"#,
         "fields[0].choices: belongs to a field of type 'choice', and this field's type is 'text'"),
        (#"[{"id": "address", "type": "group"}]"#, "fields[0].fields: is missing; a group needs its fields"),
        (#"[{"id": "address", "type": "group", "fields": []}]"#, "fields[0].fields: expected at least one field in a group"),
        (#"[{"id": "address", "type": "group", "fields": [{"id": "a"}, {"id": "a"}]}]"#,
         "fields[0].fields[1].id: the identifier 'a' is used by an earlier field"),
        (#"[{"id": "address", "type": "group", "fields": [{"title": "A"}]}]"#, "fields[0].fields[0].id: is missing"),
        (#"[{"id": "age", "type": "integer", "fields": [{"id": "a"}]}]"#,
         "fields[0].fields: belongs to a field of type 'group', and this field's type is 'integer'"),
        (#"[{"id": "phones", "type": "list"}]"#, "fields[0].item: is missing; a list needs the field spec of its items"),
        (#"[{"id": "phones", "type": "list", "item": {"id": "phone"}}]"#,
         "fields[0].item.id: a list's item has no identifier (its place in the list names it); remove 'phone'"),
        (#"[{"id": "phones", "type": "list", "item": {}, "minItems": -1}]"#, "fields[0].minItems: expected 0 or more, got -1"),
        (#"[{"id": "phones", "type": "list", "item": {}, "minItems": 3, "maxItems": 2}]"#,
         "fields[0].maxItems: expected at least 3 (minItems), got 2"),
        (#"[{"id": "phones", "maxItems": 2}]"#,
         "fields[0].maxItems: belongs to a field of type 'list', and this field's type is 'text'"),
        (#"[{"id": "phone", "item": {}}]"#, "fields[0].item: belongs to a field of type 'list', and this field's type is 'text'"),
        (#"[{"id": "address", "type": "group", "fields": [{"id": "a"}], "validators": [{"plugin": "required"}]}]"#,
         "fields[0].validators: a group takes no validators; give them to its fields"),
        (#"[{"id": "phones", "type": "list", "item": {}, "sections": [3]}]"#, "fields[0].sections: a list has no sections"),
        (#"[{"id": "a"}, {"id": "phones", "type": "list", "item": {"type": "group", "fields": [{"id": "kind", "type": "choice", "choices": ["x", "x"]}]}}]"#,
         "fields[1].item.fields[0].choices[1]: the choice 'x' is given twice"),
    ])
    func aMisplacedOrMissingMemberIsNamedByItsPath(fields: String, message: String) throws {
        #expect("\(try error(fields))" == message)
    }

    @Test func aMisspeltMemberIsFoundAtAnyDepth() throws {
        let fields = #"[{"id": "phones", "type": "list", "item": {"type": "group", "fields": [{"id": "n", "titel": "Number"}]}}]"#
        let error = try error(fields)
        #expect(error.code == .unknownMember)
        #expect(error.path == "fields[0].item.fields[0].titel")
    }

    @Test func aSpecOfEveryTypeBuilds() throws {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let spec = try FormSpec.decode(Array(#"""
            {"extraMembers": "refuse", "coerce": "strings", "fields": [
              {"id": "name"}, {"id": "age", "type": "integer"}, {"id": "height", "type": "number"},
              {"id": "news", "type": "boolean"}, {"id": "plan", "type": "choice", "choices": ["free", "pro"]},
              {"id": "address", "type": "group", "fields": [{"id": "street"}]},
              {"id": "phones", "type": "list", "minItems": 0, "maxItems": 3, "item": {"type": "text"}}
            ]}
            """#.utf8))
        _ = try spec.makeRecordValidator(registry: registry)
    }
}
