import Testing
import ValidatorKit

/// A choice field takes one of its choices, spelt exactly; its validators judge the choice.
@Suite struct ChoiceFieldTests {
    static let spec = #"""
        {"fields": [{"id": "plan", "title": "Plan", "type": "choice", "choices": ["free", "pro", "team"], "required": true}]}
        """#

    @Test(arguments: ["free", "pro", "team"])
    func eachChoiceIsValid(choice: String) throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"{"plan":"\#(choice)"}"#)
        #expect(verdict.value == ["plan": .string(choice)])
    }

    @Test(arguments: ["Pro", "enterprise", " free"])
    func anyOtherStringIsAnUnknownChoiceNamingTheChoices(text: String) throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"{"plan":"\#(text)"}"#)
        #expect(verdict.reported == [["$.plan", "/plan", "choice.unknown", "Plan must be one of: free, pro, team"]])
        #expect(verdict.failures.first?.failure.message(in: MessageLocale(language: "de"))
            == "Plan muss eines davon sein: free, pro, team")
    }

    @Test func aValueThatIsNotAStringIsATypeFailure() throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"{"plan":1}"#)
        #expect(verdict.reported == [["$.plan", "/plan", "input.type", "Plan must be a string, not a number"]])
    }

    @Test func anAbsentRequiredChoiceIsMissing() throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"{"plan":null}"#)
        #expect(verdict.reported == [["$.plan", "/plan", "required.missing", "Plan is required"]])
    }
}
