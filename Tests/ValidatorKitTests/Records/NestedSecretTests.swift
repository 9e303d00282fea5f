import Testing
import ValidatorKit

/// A message quoting the value of a secure field inside a group or a list is replaced too.
@Suite struct NestedSecretTests {
    @Test func aSecretInsideAListItemIsNeverQuoted() throws {
        let records = try recordValidator(#"""
            {"fields": [{"id": "cards", "type": "list", "item": {"type": "group", "fields": [
              {"id": "pin", "secure": true, "validators": [{"plugin": "quoting"}]},
              {"id": "label", "validators": [{"plugin": "quoting"}]}]}}]}
            """#, plugins: [QuotingPlugin()])
        let verdict = try records.validate(json: #"{"cards":[{"pin":"4711","label":"my 4711"},{"label":"plain"}]}"#)
        #expect(verdict.reported.map { [$0[0], $0[3]] } == [
            ["$.cards[0].pin", "This value is not valid"], ["$.cards[0].label", "This value is not valid"],
            ["$.cards[1].label", "'plain' is rejected"],
        ])
    }
}
