import Testing
import ValidatorKit

/// Each field type takes the JSON type RFC 8259 (section 3) names for it, and a value of any
/// other is `input.type`, whose message names the type expected and the type found.
@Suite struct TypedValueTests {
    static let spec = #"""
        {"fields": [
          {"id": "name", "title": "Name"},
          {"id": "age", "title": "Age", "type": "integer", "validators": [{"plugin": "length", "options": {"max": 3}}]},
          {"id": "height", "title": "Height", "type": "number"},
          {"id": "newsletter", "title": "Newsletter", "type": "boolean"}
        ]}
        """#

    @Test func valuesOfTheirTypesAreValidAndKeepTheirType() throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"{"name":"Ada","age":36,"height":1.65,"newsletter":false}"#)
        #expect(verdict.reported == [])
        #expect(verdict.value == ["name": "Ada", "age": 36, "height": .number(1.65), "newsletter": false])
    }

    /// RFC 8259 section 6: JSON does not tell `36` from `36.0` or `3.6e1`; each is the integer 36.
    @Test(arguments: ["36", "36.0", "3.6e1", "360e-1"])
    func aNumberWithoutAFractionIsAnInteger(spelling: String) throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"{"age":\#(spelling)}"#)
        #expect(verdict.value == ["age": 36])
    }

    @Test(arguments: [
        (#"{"age":"36"}"#, ["$.age", "/age", "input.type", "Age must be an integer, not a string"]),
        (#"{"age":36.5}"#, ["$.age", "/age", "input.type", "Age must be a whole number"]),
        (#"{"age":true}"#, ["$.age", "/age", "input.type", "Age must be an integer, not true or false"]),
        (#"{"age":[36]}"#, ["$.age", "/age", "input.type", "Age must be an integer, not an array"]),
        (#"{"height":{"cm":165}}"#, ["$.height", "/height", "input.type", "Height must be a number, not an object"]),
        (#"{"height":"1.65"}"#, ["$.height", "/height", "input.type", "Height must be a number, not a string"]),
        (#"{"newsletter":"true"}"#, ["$.newsletter", "/newsletter", "input.type", "Newsletter must be true or false, not a string"]),
        (#"{"newsletter":1}"#, ["$.newsletter", "/newsletter", "input.type", "Newsletter must be true or false, not a number"]),
        (#"{"name":42}"#, ["$.name", "/name", "input.type", "Name must be a string, not a number"]),
        (#"{"name":false}"#, ["$.name", "/name", "input.type", "Name must be a string, not true or false"]),
    ])
    func aValueOfAnotherTypeIsATypeFailureNamingBoth(line: String, failure: [String]) throws {
        let verdict = try recordValidator(Self.spec).validate(json: line)
        #expect(verdict.reported == [failure])
        #expect(verdict.value == nil)
    }

    @Test func theTypeFailureIsInEveryLanguage() throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"{"age":"36"}"#)
        let failure = try #require(verdict.failures.first?.failure)
        #expect(failure.message(in: MessageLocale(language: "de")) == "Age muss eine ganze Zahl sein, kein Text")
        #expect(failure.message(in: MessageLocale(language: "fr")) == "Age doit être un nombre entier, pas un texte")
        #expect(failure.message(in: MessageLocale(language: "es")) == "Age debe ser un número entero, no un texto")
        #expect(failure.message(in: MessageLocale(language: "ja")) == "Ageには文字列ではなく整数を指定してください")
        #expect(failure.arguments == ["field": "Age", "expected": "integer", "found": "string"])
    }

    /// The validators of an integer judge its canonical text: `1234` has four characters.
    @Test func validatorsJudgeTheCanonicalText() throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"{"age":1234}"#)
        #expect(verdict.reported == [["$.age", "/age", "length.too_long", "Must be at most 3 characters"]])
    }

    /// `null`, a missing member and an empty string are all absent: fine for an optional field,
    /// and left out of the value.
    @Test(arguments: [#"{"name":"Ada","age":null}"#, #"{"name":"Ada"}"#, #"{"name":"Ada","age":""}"#])
    func anAbsentOptionalFieldIsLeftOutOfTheValue(line: String) throws {
        let verdict = try recordValidator(Self.spec).validate(json: line)
        #expect(verdict.value == ["name": "Ada"])
    }
}
