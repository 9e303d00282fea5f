import Testing
import ValidatorKit

/// Form specs that are broken in ways the fixtures of `FormSpecTests` are not: each is refused
/// with a ``FormSpecError`` naming the JSON path, and none crashes.
@Suite struct MalformedFormSpecTests {
    let registry: ValidatorRegistry

    init() throws {
        registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
    }

    func error(building json: [UInt8]) throws -> FormSpecError {
        try #require(throws: FormSpecError.self) {
            try FormSpec.decode(json).makeForm(registry: registry)
        }
    }

    static let mistakes: [(json: String, message: String)] = [
        ("", "the document is not valid JSON"),
        ("[]", "expected an object"),
        ("null", "expected an object, got null"),
        (#"{"fields": {}}"#, "fields: expected an array"),
        (#"{"fields": [3]}"#, "fields[0]: expected an object"),
        (#"{"fields": [{"id": 3}]}"#, "fields[0].id: expected a string"),
        (#"{"fields": [{"id": ""}]}"#, "fields[0].id: expected a non-empty identifier"),
        (#"{"fields": [{"id": "a", "secure": "yes"}]}"#, "fields[0].secure: expected true or false"),
        (#"{"fields": [{"id": "a", "sections": "4-4"}]}"#, "fields[0].sections: expected an array"),
        (#"{"fields": [{"id": "a", "sections": [4, -4]}]}"#, "fields[0].sections[1]: expected a section length of at least 1, got -4"),
        (#"{"fields": [{"id": "a", "validators": [{}]}]}"#, "fields[0].validators[0].plugin: is missing"),
        (#"{"fields": [{"id": "a", "validators": [{"plugin": null}]}]}"#, "fields[0].validators[0].plugin: expected a string, got null"),
        (#"{"fields": [{"id": "a", "validators": [{"plugin": "length", "options": [1]}]}]}"#,
         "fields[0].validators[0].options: expected an object"),
        (#"{"fields": [{"id": "a", "validators": [{"plugin": "length", "options": {"max": [1]}}]}]}"#,
         "fields[0].validators[0].options.max: Option 'max' of plugin 'length' expects an integer, got '[1]'"),
        (#"{"fields": [{"id": "a", "validators": [{"plugin": "length", "options": {"max": 0}}]}]}"#,
         "fields[0].validators[0].options.max: Option 'max' of plugin 'length' cannot be '0': expected an integer of at least 1 (and at least min)"),
        (#"{"fields": [{"id": "a", "validators": [{"plugin": "\u0000"}]}]}"#,
         "fields[0].validators[0].plugin: Unknown plugin '\u{0}'; registered plugins: charset, date, length, matches, one-of, range, required, required-if"),
        (#"{"fields": [{"id": "a"}]} trailing"#, "the document is not valid JSON"),
    ]

    @Test(arguments: mistakes)
    func aMistakeNamesItsJSONPath(json: String, message: String) throws {
        let description = "\(try error(building: Array(json.utf8)))"
        #expect(description == message)
    }

    @Test func bytesThatAreNotUTF8AreRefused() throws {
        let json = Array(#"{"fields": [{"id": ""#.utf8) + [0xC3, 0x28] + Array(#""}]}"#.utf8)
        #expect(try error(building: json).path == "")
    }

    @Test func deeplyNestedArraysAreRefusedWithoutExhaustingTheStack() throws {
        let depth = 100_000
        let json = #"{"fields": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        #expect(try error(building: Array(json.utf8)).path == "")
    }

    @Test func aHundredThousandSectionsBuildAField() throws {
        let sections = Array(repeating: "1", count: 100_000).joined(separator: ",")
        let form = try FormSpec.decode(Array(#"{"fields": [{"id": "a", "sections": [\#(sections)]}]}"#.utf8))
            .makeForm(registry: registry)
        #expect(form.fields[0].layout.capacity == 100_000)
    }
}
