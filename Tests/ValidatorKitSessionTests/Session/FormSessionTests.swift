import Testing
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTesting
import ValidatorKit

@Suite struct FormSessionTests {
    let spec = #"""
        {"fields": [{"id": "code", "title": "Code", "sections": [2, 2], "required": true,
                     "validators": [{"plugin": "charset", "options": {"allowed": "digits"}}]},
                    {"id": "name", "title": "Name"}]}
        """#

    @Test func theFirstRecordDescribesTheForm() throws {
        let recorded = try RecordedSession(spec: spec)
        #expect(recorded.records == [.form([
            FieldDescription(identifier: "code", title: "Code", placeholder: "", isSecure: false, plugins: ["charset"], note: nil),
            FieldDescription(identifier: "name", title: "Name", placeholder: "", isSecure: false, plugins: [], note: nil),
        ])])
    }

    @Test func aKeystrokeIsJudgedThenAnnouncedThenShown() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("code"))
        let records = try recorded.apply(.type("1"))
        #expect(records.count == 3)
        #expect(records[0] == .containsValidText(field: "code", validity: .valid))
        #expect(records[1] == .textChanged(field: "code", displayed: "1", sectionLengths: [2, 2], validity: .valid))
        guard case .state(let appearance) = records[2] else {
            Issue.record("expected a state record, got \(records[2])")
            return
        }
        #expect(appearance.displayed == "1")
        #expect(appearance.cursor == 1)
    }

    @Test func refusedCharactersAreRecordedAndNothingElseChanges() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("code"))
        let records = try recorded.apply(.type("x"))
        #expect(records == [.refusedInput(field: "code", refusal: InputRefusal(reason: .notAccepted, count: 1))])
    }

    @Test func aBackspaceCountLargerThanTheTextDeletesOnlyTheText() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("code"), .type("12"))
        let records = try recorded.apply(.backspace(Int.max))
        #expect(records.filter { if case .textChanged = $0 { true } else { false } }.count == 2)
        #expect(recorded.appearance("code")?.displayed == "")
    }

    @Test func aDeleteCountLargerThanTheTextAfterTheCursorDeletesOnlyThatText() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("code"), .type("123"), .left(2))
        let records = try recorded.apply(.delete(Int.max))
        #expect(records.filter { if case .textChanged = $0 { true } else { false } }.count == 2)
        #expect(recorded.appearance("code")?.displayed == "1")
        #expect(recorded.appearance("code")?.cursor == 1)
    }

    /// "23" of "1234" cut: "14" is left, one edit, and one undo brings "12 34" back.
    @Test func aCutIsOneEditOfTheFocusedFieldThatOneUndoTakesBack() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("code"), .type("1234"))
        let records = try recorded.apply(.cut(1..<3))
        #expect(records.filter { if case .textChanged = $0 { true } else { false } }.count == 1)
        #expect(recorded.appearance("code")?.displayed == "14")
        #expect(recorded.appearance("code")?.cursor == 1)
        try recorded.apply(.undo)
        #expect(recorded.appearance("code")?.displayed == "12 34")
    }

    @Test func cursorMovesOfAnySizeStopAtTheEndsOfTheText() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("code"), .type("123"), .right(Int.max))
        #expect(recorded.appearance("code")?.cursor == 3)
        try recorded.apply(.left(Int.max))
        #expect(recorded.appearance("code")?.cursor == 0)
    }

    @Test func submitIsRefusedAtTheFirstInvalidFieldThenAccepted() throws {
        let recorded = try RecordedSession(spec: spec)
        let refused = try recorded.apply(.submit)
        #expect(refused.contains(.submitted(.refused(field: "code", message: "Code is required"))))
        #expect(recorded.session.lastSubmit == .refused(field: "code", message: "Code is required"))
        #expect(recorded.session.form.focusedField?.identifier == "code")
        try recorded.apply(.type("1234"))
        #expect(recorded.session.lastSubmit == nil)
        let accepted = try recorded.apply(.next, .enter)
        #expect(accepted.contains(.submitted(.accepted)))
        #expect(recorded.session.form.focusedField == nil)
    }

    @Test func leavingEndsTheEditingAndLeavesNoFieldFocused() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("code"), .type("123"))
        let records = try recorded.apply(.leave)
        #expect(records.contains { if case .endedEditing(field: "code", _, _) = $0 { true } else { false } })
        #expect(recorded.appearance("code")?.isFocused == false)
        #expect(throws: FormEventError.noFocusedField) {
            try recorded.apply(.type("4"))
        }
    }

    @Test func anUnknownFieldIsAnErrorNamingTheFields() throws {
        let recorded = try RecordedSession(spec: spec)
        #expect(throws: FormEventError.unknownField("mail", fields: ["code", "name"])) {
            try recorded.apply(.focus("mail"))
        }
        #expect(FormEventError.unknownField("mail", fields: ["code", "name"]).description
            == "No field 'mail'; the fields are code, name")
    }

    @Test func anEditWithNoFieldFocusedIsAnError() throws {
        let recorded = try RecordedSession(spec: spec)
        #expect(throws: FormEventError.noFocusedField) {
            try recorded.apply(.type("1"))
        }
        #expect(throws: FormEventError.noFocusedField) {
            try recorded.apply(.cut(0..<1))
        }
        #expect(FormEventError.noFocusedField.description == "No field is focused; focus one first with 'focus ID'")
    }

    @Test func theRevealEndingIsAStateChangeAfterTime() throws {
        let recorded = try RecordedSession(spec: #"{"fields": [{"id": "pin", "title": "PIN", "secure": true}]}"#)
        try recorded.apply(.focus("pin"), .type("12"))
        #expect(recorded.wait(.milliseconds(1999)).isEmpty)
        let records = recorded.wait(.milliseconds(1))
        guard case .state(let appearance)? = records.first, records.count == 1 else {
            Issue.record("expected one state record, got \(records)")
            return
        }
        #expect(!appearance.isRevealing)
        #expect(appearance.displayed == "••")
    }
}
