import Testing
import ValidatorKit

/// `"coerce": "strings"`: a string that spells an integer (`-?[0-9]+`), a number (RFC 8259's
/// grammar, section 6) or a boolean (`true`, `false`) stands for it, as form posts and CSV give
/// them; any other string is still `input.type`.
@Suite struct StringCoercionTests {
    static func spec(coerce: Bool) -> String {
        #"""
        {"coerce": \#(coerce ? #""strings""# : "null"), "fields": [
          {"id": "age", "title": "Age", "type": "integer", "required": true},
          {"id": "height", "title": "Height", "type": "number"},
          {"id": "newsletter", "title": "Newsletter", "type": "boolean"}
        ]}
        """#
    }

    static let spellings: [(String, JSONValue)] = [
        (#"{"age":"36"}"#, ["age": 36]),
        (#"{"age":"-7"}"#, ["age": -7]),
        (#"{"age":"36","height":"1.65"}"#, ["age": 36, "height": .number(1.65)]),
        (#"{"age":"36","height":"-2.5E-1"}"#, ["age": 36, "height": .number(-0.25)]),
        (#"{"age":"36","height":"2e2"}"#, ["age": 36, "height": 200]),
        (#"{"age":"36","newsletter":"true"}"#, ["age": 36, "newsletter": true]),
        (#"{"age":"36","newsletter":"false"}"#, ["age": 36, "newsletter": false]),
        (#"{"age":36,"newsletter":true}"#, ["age": 36, "newsletter": true]),
    ]

    @Test(arguments: spellings)
    func aStringSpellingTheValueStandsForIt(line: String, value: JSONValue) throws {
        let verdict = try recordValidator(Self.spec(coerce: true)).validate(json: line)
        #expect(verdict.reported == [])
        #expect(verdict.value == value)
    }

    @Test(arguments: [
        (#"{"age":"+36"}"#, "$.age", "Age must be an integer, not a string"),
        (#"{"age":" 36"}"#, "$.age", "Age must be an integer, not a string"),
        (#"{"age":"36.0"}"#, "$.age", "Age must be an integer, not a string"),
        (#"{"age":"0x24"}"#, "$.age", "Age must be an integer, not a string"),
        (#"{"age":36,"height":"01.5"}"#, "$.height", "Height must be a number, not a string"),
        (#"{"age":36,"height":".5"}"#, "$.height", "Height must be a number, not a string"),
        (#"{"age":36,"height":"NaN"}"#, "$.height", "Height must be a number, not a string"),
        (#"{"age":36,"newsletter":"TRUE"}"#, "$.newsletter", "Newsletter must be true or false, not a string"),
        (#"{"age":36,"newsletter":"1"}"#, "$.newsletter", "Newsletter must be true or false, not a string"),
    ])
    func aStringSpellingNoValueIsStillATypeFailure(line: String, path: String, message: String) throws {
        let verdict = try recordValidator(Self.spec(coerce: true)).validate(json: line)
        #expect(verdict.reported == [[path, "/" + path.dropFirst(2), "input.type", message]])
    }

    @Test func anEmptyStringIsAbsent() throws {
        let verdict = try recordValidator(Self.spec(coerce: true)).validate(json: #"{"age":"","height":""}"#)
        #expect(verdict.reported == [["$.age", "/age", "required.missing", "Age is required"]])
    }

    @Test func withoutCoercionJSONTypesAreStrict() throws {
        let verdict = try recordValidator(Self.spec(coerce: false)).validate(json: #"{"age":"36","newsletter":"true"}"#)
        #expect(verdict.reported == [
            ["$.age", "/age", "input.type", "Age must be an integer, not a string"],
            ["$.newsletter", "/newsletter", "input.type", "Newsletter must be true or false, not a string"],
        ])
    }
}
