import Testing
import ValidatorKit

@Suite struct FormSpecErrorTests {
    let registry: ValidatorRegistry

    init() throws {
        registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
    }

    private func error(_ json: String) throws -> FormSpecError {
        try #require(throws: FormSpecError.self) {
            try FormSpec.decode(Array(json.utf8)).makeForm(registry: registry)
        }
    }

    @Test(arguments: [
        (#"[]"#, "expected an object"),
        (#"{"fields": {}}"#, "fields: expected an array"),
        (#"{"fields": [1]}"#, "fields[0]: expected an object"),
        (#"{"fields": [{"id": 3}]}"#, "fields[0].id: expected a string"),
        (#"{"fields": [{"id": "a", "secure": "yes"}]}"#, "fields[0].secure: expected true or false"),
        (#"{"fields": [{"id": "a", "sections": "3-3"}]}"#, "fields[0].sections: expected an array"),
        (#"{"fields": [{"id": "a", "sections": ["3"]}]}"#, "fields[0].sections[0]: expected an integer"),
        (#"{"fields": [{"id": "a", "validators": [{"plugin": "length", "options": []}]}]}"#,
            "fields[0].validators[0].options: expected an object"),
    ])
    func aValueOfTheWrongKindIsNamedInJSONTerms(json: String, message: String) throws {
        let error = try error(json)
        #expect(error.code == .wrongType)
        #expect("\(error)" == message)
    }

    @Test(arguments: [
        (#"{"fields": [{"title": "A"}]}"#, FormSpecError.Code.missingValue),
        (#"{"fields": [{"id": null}]}"#, .missingValue),
        (#"{"fields": []}"#, .noFields),
        (#"{"fields": [{"id": ""}]}"#, .emptyIdentifier),
        (#"{"fields": [{"id": "a"}, {"id": "a"}]}"#, .duplicateIdentifier),
        (#"{"fields": [{"id": "a", "sections": [3, 0]}]}"#, .invalidSectionLength),
        (#"{"fields": [{"id": "a", "validators": [{"plugin": "lenght"}]}]}"#, .unknownPlugin),
        (#"{"fields": [{"id": "a", "validators": [{"plugin": "length", "options": {"mn": 1}}]}]}"#, .invalidValidator),
        (#"{"fields": "#, .malformedDocument),
        (#"{"fields": [{"id": "a", "titel": "A"}]}"#, .unknownMember),
    ])
    func eachMistakeHasTheCodeOfItsKind(json: String, code: FormSpecError.Code) throws {
        #expect(try error(json).code == code)
    }

    @Test func aNullWhereAValueBelongsSaysWhatWasExpected() throws {
        #expect("\(try error(#"{"fields": [{"id": null}]}"#))" == "fields[0].id: expected a string, got null")
    }

    @Test func aMisspeltMemberIsNamedBeforeTheMemberItHides() throws {
        #expect(
            "\(try error(#"{"field": [{"id": "a"}]}"#))"
                == "field: is not a member of a form spec; expected one of $schema, fields, extraMembers, coerce")
        #expect(
            "\(try error(#"{"fields": [{"id": "a", "validators": [{"plugin": "length", "option": {}}]}]}"#))"
                == "fields[0].validators[0].option: is not a member of this object; expected one of plugin, options")
    }

    @Test func aSpecMayNameItsSchema() throws {
        let spec = try FormSpec.decode(Array(#"{"$schema": "form-spec.schema.json", "fields": [{"id": "a"}]}"#.utf8))
        #expect(spec.fields.map(\.id) == ["a"])
    }
}
