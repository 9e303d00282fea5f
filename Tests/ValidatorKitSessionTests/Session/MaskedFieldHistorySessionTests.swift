import Testing
import ValidatorKit
import ValidatorKitSession
import ValidatorKitTesting

/// Issue 40's "Done when", through the session every front end drives: a US phone by mask,
/// typed, the caret moved, typed again, undone, redone and reset.
@Suite struct MaskedFieldHistorySessionTests {
    let spec = #"""
        {"fields": [{"id": "phone", "title": "Phone", "required": true,
                     "validators": [{"plugin": "mask", "options": {"pattern": "+1 ([000]) [000]-[0000]"}}]}]}
        """#

    @Test func typedTenDigitsShowTheFormattedNumberValid() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("phone"), .type("2015550123"))
        #expect(recorded.appearance("phone")?.displayed == "+1 (201) 555-0123")
        #expect(recorded.appearance("phone")?.validity == .valid)
    }

    @Test func undoAndRedoRestoreTextAndCaret() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("phone"), .type("20155"), .left(1), .type("9"))
        #expect(recorded.appearance("phone")?.displayed == "+1 (201) 595")
        try recorded.apply(.undo)
        #expect(recorded.appearance("phone")?.displayed == "+1 (201) 55")
        #expect(recorded.appearance("phone")?.cursor == 4)
        try recorded.apply(.redo)
        #expect(recorded.appearance("phone")?.displayed == "+1 (201) 595")
        #expect(recorded.appearance("phone")?.cursor == 5)
    }

    @Test func resetThenLeavingShowsNoMessage() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("phone"), .type("20155"), .reset, .leave)
        let phone = recorded.appearance("phone")
        #expect(phone?.displayed == "")
        #expect(phone?.message == nil)
        #expect(phone?.isFocused == false)
        #expect(phone?.titlePosition == .inside)
    }

    @Test func undoInASecureFieldPutsNoSecretInTheTrace() throws {
        let recorded = try RecordedSession(spec: #"{"fields": [{"id": "password", "title": "Password", "secure": true}]}"#)
        try recorded.apply(.focus("password"), .type("hunter22"), .left(2), .type("X"))
        // Typing reveals the last character for a moment, as designed; undo and redo reveal none.
        let records = try recorded.apply(.undo, .redo, .undo)
        #expect(recorded.appearance("password")?.displayed == "••••••••")
        #expect(recorded.appearance("password")?.revealed == "••••••••")
        let trace = records.map { "\($0)" }.joined(separator: "\n")
        #expect(!trace.contains("hunter"))
        #expect(!trace.contains("X"))
    }

    @Test(arguments: [("undo", FormEvent.undo), ("redo", .redo), ("reset", .reset)])
    func replayLinesNameTheHistoryEvents(line: String, event: FormEvent) throws {
        #expect(try ReplayScriptParser.parse(line) == .event(event))
        #expect(throws: ReplayLineError.self) { try ReplayScriptParser.parse(line + " 2") }
    }
}
