import Testing
import ValidatorKit
import ValidatorKitTesting

/// A form whose fields follow its answers (issue 38): a `when` condition's field and a union's
/// variants appear and disappear as the answers change, keep their texts while hidden, and are
/// skipped by next, submit and the record while they do not apply.
@Suite struct ConditionalFormTests {
    let registry: ValidatorRegistry

    init() throws {
        registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
    }

    /// A country with a state only for the US and a VAT number only for two EU countries, and a
    /// payment that is a card or a bank transfer, each variant with required fields.
    static let spec = """
        {"fields": [
          {"id": "country", "type": "choice", "choices": ["GB", "DE", "FR", "US"], "title": "Country", "required": true},
          {"id": "state", "title": "State", "required": true, "when": {"field": "country", "equals": "US"}},
          {"id": "vat", "title": "VAT number", "required": true, "when": {"field": "country", "in": ["DE", "FR"]}},
          {"id": "payment", "type": "union", "title": "Payment", "tag": "method", "variants": [
            {"value": "card", "title": "Card", "fields": [
              {"id": "number", "title": "Card number", "required": true},
              {"id": "cvc", "title": "Security code", "required": true}]},
            {"value": "bank", "title": "Bank transfer", "fields": [
              {"id": "iban", "title": "IBAN", "required": true}]}]},
          {"id": "note", "title": "Note"}
        ]}
        """

    func makeForm() throws -> (Form, RecordingDelegate) {
        let form = try FormSpec.decode(Array(Self.spec.utf8)).makeForm(registry: registry)
        let recorder = RecordingDelegate()
        for field in form.allFields {
            field.delegate = recorder
        }
        return (form, recorder)
    }

    func choose(_ value: String, in identifier: String, of form: Form) throws {
        let field = try #require(form.field(identifier))
        #expect(field.choose(value))
    }

    @Test func fieldsThatDoNotApplyAreHeldButNotAmongTheFields() throws {
        let (form, _) = try makeForm()
        #expect(form.fields.map(\.identifier) == ["country", "payment.method", "note"])
        #expect(form.allFields.map(\.identifier) == [
            "country", "state", "vat", "payment.method", "payment.number", "payment.cvc", "payment.iban", "note",
        ])
        #expect(form.allFields.filter(\.applies).map(\.identifier) == form.fields.map(\.identifier))
        #expect(form.field("state") == nil, "a field that does not apply is not found by its identifier")
    }

    @Test func aConditionsFieldAppearsAndDisappearsAsTheAnswerChanges() throws {
        let (form, recorder) = try makeForm()
        try choose("US", in: "country", of: form)
        #expect(form.fields.map(\.identifier) == ["country", "state", "payment.method", "note"])
        #expect(recorder.events.contains(.appeared("state")))
        recorder.reset()
        try choose("DE", in: "country", of: form)
        #expect(form.fields.map(\.identifier) == ["country", "vat", "payment.method", "note"])
        #expect(recorder.events.filter { if case .appeared = $0 { true } else if case .disappeared = $0 { true } else { false } }
            == [.disappeared("state"), .appeared("vat")])
    }

    @Test func choosingAVariantShowsItsFieldsOnlyAndKeepsTheOthersTexts() throws {
        let (form, recorder) = try makeForm()
        try choose("card", in: "payment.method", of: form)
        #expect(form.fields.map(\.identifier) == ["country", "payment.method", "payment.number", "payment.cvc", "note"])
        try #require(form.field("payment.number")).paste("4242424242424242")
        recorder.reset()
        try choose("bank", in: "payment.method", of: form)
        #expect(form.fields.map(\.identifier) == ["country", "payment.method", "payment.iban", "note"])
        #expect(recorder.events.suffix(3) == [.disappeared("payment.number"), .disappeared("payment.cvc"), .appeared("payment.iban")])
        #expect(form.record["payment"] == .object(["method": "bank"]), "a hidden variant's text is never submitted")
        try choose("card", in: "payment.method", of: form)
        #expect(form.field("payment.number")?.text == "4242424242424242", "switching back restores the variant's text")
        #expect(form.record["payment"] == .object(["method": "card", "number": "4242424242424242"]))
    }

    @Test func nextSkipsTheFieldsThatDoNotApply() throws {
        let (form, _) = try makeForm()
        form.focus(0)
        try choose("GB", in: "country", of: form)
        form.next()
        #expect(form.focusedField?.identifier == "payment.method")
        try choose("US", in: "country", of: form)
        form.focus(0)
        form.next()
        #expect(form.focusedField?.identifier == "state")
    }

    @Test func submitJudgesOnlyTheFieldsThatApply() throws {
        let (form, _) = try makeForm()
        try choose("GB", in: "country", of: form)
        try choose("bank", in: "payment.method", of: form)
        let iban = try #require(form.field("payment.iban"))
        #expect(form.submit() == .refused(iban), "the required state, VAT number and card fields are not asked for")
        iban.paste("GB82WEST12345698765432")
        #expect(form.submit() == .accepted)
        #expect(form.record == ["country": "GB", "payment": ["method": "bank", "iban": "GB82WEST12345698765432"]])
    }

    @Test func theRecordLeavesOutAFieldWhoseConditionTurnedFalse() throws {
        let (form, _) = try makeForm()
        try choose("US", in: "country", of: form)
        try #require(form.field("state")).paste("CA")
        #expect(form.record["state"] == "CA")
        try choose("GB", in: "country", of: form)
        #expect(form.record["state"] == nil)
        #expect(form.allFields.first { $0.identifier == "state" }?.text == "CA", "the hidden state keeps its text")
    }

    @Test func theFocusedFieldThatStopsApplyingEndsEditingAndLosesTheFocus() throws {
        let (form, recorder) = try makeForm()
        try choose("US", in: "country", of: form)
        let state = try #require(form.field("state"))
        form.focus(form.fields.firstIndex { $0 === state })
        recorder.reset()
        // The country changes while the state is focused (as a host may set it).
        try #require(form.allFields.first).choose("GB")
        #expect(form.focusedField == nil)
        #expect(recorder.events.contains(.endedEditing("state", state.validity)))
        #expect(recorder.events.last == .disappeared("state"))
    }
}
