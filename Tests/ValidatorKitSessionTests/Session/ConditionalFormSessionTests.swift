import Testing
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTesting

/// A session on a form whose fields follow its answers (issue 38): `choose` answers a choice or a
/// union's tag, the trace says which fields appeared and disappeared, and an event naming a field
/// that does not apply says when it does.
@Suite struct ConditionalFormSessionTests {
    let spec = #"""
        {"fields": [
          {"id": "country", "type": "choice", "choices": ["GB", "US"], "title": "Country"},
          {"id": "state", "title": "State", "required": true, "when": {"field": "country", "equals": "US"}},
          {"id": "payment", "type": "union", "title": "Payment", "tag": "method", "variants": [
            {"value": "card", "title": "Card", "fields": [{"id": "number", "title": "Card number", "required": true}]},
            {"value": "bank", "title": "Bank transfer", "titles": {"de": "Überweisung"},
             "fields": [{"id": "iban", "title": "IBAN", "required": true}]}]}
        ]}
        """#

    @Test func theFormRecordDescribesTheFieldsThatApply() throws {
        let recorded = try RecordedSession(spec: spec)
        #expect(recorded.session.descriptions.map(\.identifier) == ["country", "payment.method"])
        let tag = try #require(recorded.session.descriptions.last)
        #expect(tag.choices == ["card", "bank"])
        #expect(tag.choiceTitles == ["Card", "Bank transfer"], "a variant is offered by its title")
    }

    @Test func choosingAVariantRecordsWhatDisappearedAndAppeared() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("payment.method"))
        let card = try recorded.apply(.choose("card"))
        #expect(card.contains(.appeared(FieldDescription(
            identifier: "payment.number", title: "Card number", placeholder: "", isSecure: false, plugins: [], note: nil,
            containers: [FormContainer(kind: .group, path: "payment", title: "Payment")],
            condition: "payment.method is 'card'"))))
        let bank = try recorded.apply(.choose("bank"))
        let changes = bank.compactMap { record -> String? in
            switch record {
            case .appeared(let description): "appeared \(description.identifier)"
            case .disappeared(let field): "disappeared \(field)"
            default: nil
            }
        }
        #expect(changes == ["disappeared payment.number", "appeared payment.iban"])
        #expect(recorded.session.appearances.map(\.identifier) == ["country", "payment.method", "payment.iban"])
        var out = OutputBuffer()
        TraceRecord.disappeared(field: "payment.number").writeJSON(to: &out)
        #expect(out.withBytes { String(decoding: $0, as: UTF8.self) } == #"{"event":"disappeared","field":"payment.number"}"# + "\n")
        #expect(TraceRecord.disappeared(field: "payment.number").logLine == "disappeared(payment.number)")
    }

    @Test func aFieldThatDoesNotApplyCannotBeFocusedAndSaysWhenItApplies() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("country"))
        try recorded.apply(.choose("GB"))
        let error = FormEventError.doesNotApply("state", condition: "country is 'US'")
        #expect(throws: error) { try recorded.apply(.focus("state")) }
        #expect(error.description == "The field 'state' does not apply now: it applies when country is 'US'")
        try recorded.apply(.focus("country"))
        try recorded.apply(.choose("US"))
        try recorded.apply(.focus("state"))
        #expect(recorded.session.form.focusedField?.identifier == "state")
    }

    @Test func choosingAValueTheFieldDoesNotOfferNamesTheChoices() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("payment.method"))
        let error = FormEventError.notAChoice("crypto", field: "payment.method", choices: ["card", "bank"])
        #expect(throws: error) { try recorded.apply(.choose("crypto")) }
        #expect(error.description == "'crypto' is not a choice of the field 'payment.method'; the choices are card, bank")
        try recorded.apply(.focus("country"))
        try recorded.apply(.choose("US"))
        try recorded.apply(.focus("state"))
        #expect(throws: FormEventError.noChoices("state")) { try recorded.apply(.choose("CA")) }
    }

    @Test func aSubmitJudgesOnlyTheChosenVariant() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("country"))
        try recorded.apply(.choose("GB"))
        try recorded.apply(.focus("payment.method"))
        try recorded.apply(.choose("card"))
        try recorded.apply(.focus("payment.number"))
        try recorded.apply(.type("4242"))
        try recorded.apply(.focus("payment.method"))
        try recorded.apply(.choose("bank"))
        let refused = try recorded.apply(.submit)
        #expect(refused.contains(.submitted(.refused(field: "payment.iban", message: "IBAN is required"))))
        try recorded.apply(.type("GB82WEST12345698765432"))
        #expect(try recorded.apply(.submit).contains(.submitted(.accepted)))
        #expect(recorded.session.form.record == ["country": "GB", "payment": ["method": "bank", "iban": "GB82WEST12345698765432"]])
    }
}
