import Testing
import ValidatorKit
import ValidatorKitServing

/// An accepted record is answered without the values of its secure fields, wherever they sit:
/// at the top, in a group, as a list's items, in a union's variant; everything else as it was.
@Suite struct SecureFieldRemovalTests {
    static let spec = #"""
        {"fields": [
          {"id": "name"},
          {"id": "cvc", "secure": true},
          {"id": "login", "type": "group", "fields": [{"id": "user"}, {"id": "password", "secure": true}]},
          {"id": "pins", "type": "list", "item": {"secure": true}},
          {"id": "tags", "type": "list", "item": {}},
          {"id": "payment", "type": "union", "tag": "method", "variants": [
            {"value": "card", "fields": [{"id": "number"}, {"id": "pin", "secure": true}]},
            {"value": "bank", "fields": [{"id": "iban"}]}]}]}
        """#

    @Test(arguments: [
        (#"{"name":"Ada","cvc":"123"}"#, #"{"name":"Ada"}"#),
        (#"{"login":{"user":"ada","password":"hunter2"}}"#, #"{"login":{"user":"ada"}}"#),
        (#"{"pins":["1234","5678"],"tags":["a","b"]}"#, #"{"tags":["a","b"]}"#),
        (#"{"payment":{"method":"card","number":"4242","pin":"0000"}}"#, #"{"payment":{"method":"card","number":"4242"}}"#),
        (#"{"name":"Ada","tags":["a"],"payment":{"method":"bank","iban":"GB82WEST12345698765432"}}"#,
         #"{"name":"Ada","tags":["a"],"payment":{"method":"bank","iban":"GB82WEST12345698765432"}}"#),
    ])
    func theAnswerLeavesOutEverySecureValue(record: String, answered: String) throws {
        let spec = try FormSpec.decode(Array(Self.spec.utf8))
        let value = JSONValue.object(try JSONValue.record(from: Array(record.utf8)))
        let expected = JSONValue.object(try JSONValue.record(from: Array(answered.utf8)))
        #expect(spec.withoutSecureFields(value) == expected)
        let form = try ServedForm(name: "secrets", spec: spec, registry: ValidatorRegistry())
        #expect(form.withoutSecureFields(value) == expected)
    }

    /// A form without secure fields answers a record whole, members it does not name included,
    /// as the spec's own removal does.
    @Test func aFormWithoutSecureFieldsAnswersTheRecordWhole() throws {
        let spec = try FormSpec.decode(Array(#"{"fields": [{"id": "name"}, {"id": "tags", "type": "list", "item": {}}]}"#.utf8))
        let value = JSONValue.object(try JSONValue.record(from: Array(#"{"name":"Ada","tags":["a"],"cvc":"123"}"#.utf8)))
        let form = try ServedForm(name: "plain", spec: spec, registry: ValidatorRegistry())
        #expect(form.withoutSecureFields(value) == value)
        #expect(spec.withoutSecureFields(value) == value)
    }
}
