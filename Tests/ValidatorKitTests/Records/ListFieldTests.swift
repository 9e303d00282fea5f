import Testing
import ValidatorKit

/// A list is an array of items, each judged by the list's `item` at `$.list[i]`, with at least
/// `minItems` and at most `maxItems` of them (messages in the plural the count needs).
@Suite struct ListFieldTests {
    static let spec = #"""
        {"fields": [
          {"id": "codes", "title": "Codes", "type": "list", "minItems": 1, "maxItems": 3,
           "item": {"validators": [{"plugin": "charset", "options": {"allowed": "digits"}}, {"plugin": "length", "options": {"min": 4}}]}},
          {"id": "scores", "title": "Scores", "type": "list", "minItems": 2, "item": {"type": "integer"}}
        ]}
        """#

    @Test func theItemsOfAValidListAreItsValue() throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"{"codes":["1234","5678"],"scores":[1,2.0,3]}"#)
        #expect(verdict.reported == [])
        #expect(verdict.value == ["codes": ["1234", "5678"], "scores": [1, 2, 3]])
    }

    @Test func eachFailingItemIsReportedAtItsIndex() throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"{"codes":["1234","12a4","12"],"scores":[1,"2",null]}"#)
        #expect(verdict.reported == [
            ["$.codes[1]", "/codes/1", "charset.character", "Character 3 is not allowed; expected digits"],
            ["$.codes[2]", "/codes/2", "length.too_short", "Must be at least 4 characters"],
            ["$.scores[1]", "/scores/1", "input.type", "Scores must be an integer, not a string"],
            ["$.scores[2]", "/scores/2", "required.missing", "Scores is required"],
        ])
    }

    @Test(arguments: [
        (#"{"codes":[],"scores":[1,2]}"#, ["$.codes", "/codes", "list.too_few", "Codes needs at least 1 item"]),
        (#"{"codes":["1234"],"scores":[1]}"#, ["$.scores", "/scores", "list.too_few", "Scores needs at least 2 items"]),
        (#"{"codes":["1234","1234","1234","1234"],"scores":[1,2]}"#,
         ["$.codes", "/codes", "list.too_many", "Codes takes at most 3 items"]),
    ])
    func aListOutsideItsBoundsSaysHowManyItTakes(line: String, failure: [String]) throws {
        let verdict = try recordValidator(Self.spec).validate(json: line)
        #expect(verdict.reported == [failure])
    }

    @Test func theBoundsArePluralInEveryLanguage() throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"{"codes":[],"scores":[1]}"#)
        let messages = { (language: String) in verdict.failures.map { $0.failure.message(in: MessageLocale(language: language)) } }
        #expect(messages("de") == ["Codes braucht mindestens 1 Eintrag", "Scores braucht mindestens 2 Einträge"])
        #expect(messages("fr") == ["Codes demande au moins 1 élément", "Scores demande au moins 2 éléments"])
        #expect(messages("ja") == ["Codesには1件以上が必要です", "Scoresには2件以上が必要です"])
    }

    @Test func aValueThatIsNotAnArrayIsATypeFailure() throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"{"codes":"1234","scores":[1,2]}"#)
        #expect(verdict.reported == [["$.codes", "/codes", "input.type", "Codes must be an array, not a string"]])
    }
}
