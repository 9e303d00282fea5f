import Testing
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTesting

/// A session on a form with a group, a list and a choice: what the screen and the trace are
/// told when a person adds or removes an item or chooses, and what a mistaken event says.
@Suite struct NestedFormSessionTests {
    let spec = #"""
        {"fields": [
          {"id": "address", "type": "group", "title": "Address", "fields": [
            {"id": "country", "type": "choice", "choices": ["GB", "DE"], "title": "Country"}]},
          {"id": "phones", "type": "list", "title": "Phones", "maxItems": 2,
           "item": {"title": "Phone", "validators": [{"plugin": "charset", "options": {"allowed": "digits"}}]}},
          {"id": "note", "title": "Note"}
        ]}
        """#

    @Test func theFormRecordDescribesEveryFieldUnderItsPathWithItsContainers() throws {
        let recorded = try RecordedSession(spec: spec)
        let descriptions = recorded.session.descriptions
        #expect(descriptions.map(\.identifier) == ["address.country", "phones[0]", "note"])
        #expect(descriptions[0].containers == [FormContainer(kind: .group, path: "address", title: "Address")])
        #expect(descriptions[0].choices == ["GB", "DE"])
        #expect(descriptions[1].plugins == ["charset"])
        #expect(descriptions[1].containers.map(\.path) == ["phones", "phones[0]"])
    }

    @Test func addingAnItemRecordsItsFieldsAndFocusesIt() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("phones[0]"))
        let records = try recorded.apply(.addItem(list: nil))
        let added = FieldDescription(
            identifier: "phones[1]", title: "Phone", placeholder: "", isSecure: false, plugins: ["charset"], note: nil,
            containers: [
                FormContainer(kind: .list, path: "phones", title: "Phones"),
                FormContainer(kind: .item, path: "phones[1]", title: "Phone", index: 1),
            ])
        let told = records.filter { if case .containsValidText = $0 { false } else { true } }
        #expect(told.prefix(3) == [
            .itemAdded(list: "phones", fields: [added]), .endedEditing(field: "phones[0]", validity: .valid, message: nil),
            .beganEditing(field: "phones[1]"),
        ])
        #expect(recorded.session.descriptions.map(\.identifier) == ["address.country", "phones[0]", "phones[1]", "note"])
        #expect(recorded.session.appearances.map(\.identifier) == ["address.country", "phones[0]", "phones[1]", "note"])
        #expect(throws: FormEventError.listFull("phones")) { try recorded.apply(.addItem(list: nil)) }
    }

    @Test func anItemAddedByItsListsPathLeavesTheOtherItemsUntouched() throws {
        // A page's Add button names the list: no field of it is focused (and left) on the way.
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("note"))
        let records = try recorded.apply(.addItem(list: "phones"))
        #expect(records.first { if case .itemAdded = $0 { true } else { false } } != nil)
        #expect(!records.contains(.beganEditing(field: "phones[0]")))
        #expect(!records.contains { if case .endedEditing(field: "phones[0]", _, _) = $0 { true } else { false } })
        #expect(recorded.session.form.focusedField?.identifier == "phones[1]")
        #expect(throws: FormEventError.unknownList("phone", lists: ["phones"])) { try recorded.apply(.addItem(list: "phone")) }
        #expect(FormEventError.unknownList("phone", lists: ["phones"]).description == "No list 'phone'; the lists are phones")
    }

    @Test func removingAnItemRenumbersTheRestAndKeepsTheLast() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("phones[0]"), .type("12"), .addItem(list: nil), .type("34"), .focus("phones[0]"))
        let records = try recorded.apply(.removeItem)
        #expect(records.first == .itemRemoved(item: "phones[0]"))
        #expect(recorded.session.form.field("phones[0]")?.text == "34")
        #expect(recorded.session.form.focusedField?.identifier == "phones[0]")
        #expect(throws: FormEventError.fewestItems("phones")) { try recorded.apply(.removeItem) }
        #expect(FormEventError.fewestItems("phones").description == "The list 'phones' keeps the items it has: its minItems, and at least one")
    }

    @Test func eventsThatDoNotApplySayWhy() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("note"))
        #expect(throws: FormEventError.notInList("note")) { try recorded.apply(.addItem(list: nil)) }
        #expect(throws: FormEventError.noChoices("note")) { try recorded.apply(.cycleChoice(1)) }
        #expect(FormEventError.notInList("note").description == "The field 'note' is in no list; focus a field of a list item first")
        #expect(FormEventError.noChoices("note").description == "The field 'note' offers no choices; type into it instead")
    }

    @Test func aChoiceIsOneEditOfTheWholeValue() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("address.country"))
        let records = try recorded.apply(.cycleChoice(-1))
        #expect(records.contains(.textChanged(field: "address.country", displayed: "DE", sectionLengths: [], validity: .valid)))
    }

    /// A live page may send `{"event":"cycleChoice","by":0}`: before anything is chosen it
    /// crashed the session's process, after a choice it was refused as a field without choices.
    @Test func aChoiceCycledByZeroStaysAsItIs() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("address.country"))
        let untouched = try recorded.apply(.cycleChoice(0))
        #expect(!untouched.contains { if case .textChanged = $0 { true } else { false } })
        _ = try recorded.apply(.cycleChoice(-1))
        let unchanged = try recorded.apply(.cycleChoice(0))
        #expect(!unchanged.contains { if case .textChanged = $0 { true } else { false } })
    }
}
