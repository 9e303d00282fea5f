import Testing
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTesting
import ValidatorKitTool

@Suite struct ScreenRendererTests {
    let signup = #"""
        {"fields": [
          {"id": "user", "title": "Username", "placeholder": "letters and digits", "required": true,
           "validators": [{"plugin": "length", "options": {"min": 3}}]},
          {"id": "invite", "title": "Invite code", "sections": [4, 4],
           "validators": [{"plugin": "charset", "options": {"allowed": "digits"}}]},
          {"id": "password", "title": "Password", "secure": true, "required": true,
           "validators": [{"plugin": "length", "options": {"min": 8}}]}
        ]}
        """#

    func frame(_ recorded: RecordedSession, log: [String] = [], columns: Int = 80, rows: Int = 24) -> Frame {
        let content = ScreenContent(
            heading: "test form", descriptions: recorded.session.descriptions,
            appearances: recorded.session.appearances, lastSubmit: recorded.session.lastSubmit, log: log)
        return ScreenRenderer(columns: columns, rows: rows).render(content)
    }

    /// The trimmed row holding `text`, if any.
    func row(containing text: String, in frame: Frame) -> String? {
        frame.plainText.first { $0.contains(text) }.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func aFrameFillsTheScreenAndNoRowIsWiderThanIt() throws {
        let recorded = try RecordedSession(spec: signup)
        let frame = frame(recorded, log: [String(repeating: "long ", count: 40)])
        #expect(frame.rows.count == 24)
        #expect(frame.rows.allSatisfy { $0.width <= 80 })
        #expect(frame.plainText[0] == " validator · test form")
    }

    @Test func emptyFieldsShowTheirPlaceholderOrTitleInsideAndNoTitleAbove() throws {
        let recorded = try RecordedSession(spec: signup)
        let frame = frame(recorded)
        let placeholder = "letters and digits"
        #expect(row(containing: placeholder, in: frame) == "    [" + placeholder + String(repeating: " ", count: 40 - placeholder.count) + "]")
        #expect(row(containing: "Invite code", in: frame) == "    [Invite code]")
        #expect(frame.plainText[2].allSatisfy { $0 == " " })
        #expect(frame.cursor == nil)
    }

    @Test func theFocusedFieldsTitleFloatsAboveItsMarkedBoxWithTheCursorInside() throws {
        let recorded = try RecordedSession(spec: signup)
        try recorded.apply(.focus("user"), .type("bo"))
        let frame = frame(recorded)
        #expect(frame.plainText[2] == "    Username")
        #expect(row(containing: "▸", in: frame) == "  ▸ [bo                                      ]  … incomplete")
        #expect(frame.cursor == Frame.Position(row: 3, column: 7))
    }

    @Test func sectionsAreDrawnAsGroupsWithPlacesLeftToFill() throws {
        let recorded = try RecordedSession(spec: signup)
        try recorded.apply(.focus("invite"), .type("12345"))
        let frame = frame(recorded)
        let marks = 4 + 1 + 40 + 1 + 2
        let groups = "  ▸ [1234] [5___]"
        #expect(row(containing: "▸", in: frame) == groups + String(repeating: " ", count: marks - groups.count) + "✓ valid")
        #expect(frame.cursor == Frame.Position(row: 6, column: 13))
    }

    @Test func anErrorReadsAsASymbolAWordAndAMessage() throws {
        let recorded = try RecordedSession(spec: signup)
        try recorded.apply(.focus("user"), .type("bo"), .next)
        let frame = frame(recorded)
        #expect(frame.plainText[3].hasSuffix("✗ invalid"))
        #expect(frame.plainText[4] == "     ✗ Must be at least 3 characters")
    }

    @Test func aSecureFieldShowsOnlyMasksAndItsFreshCharacterForAMoment() throws {
        let recorded = try RecordedSession(spec: signup)
        try recorded.apply(.focus("password"), .type("hunter22"))
        #expect(row(containing: "▸", in: frame(recorded))?.contains("[•••••••2 ") == true)
        _ = recorded.wait(.seconds(2))
        let frame = frame(recorded)
        #expect(row(containing: "▸", in: frame)?.contains("[•••••••• ") == true)
        #expect(!frame.plainText.joined().contains("hunter"))
    }

    @Test func theSubmitOutcomeIsShownBelowTheFields() throws {
        let recorded = try RecordedSession(spec: signup)
        try recorded.apply(.submit)
        #expect(row(containing: "Not submitted", in: frame(recorded)) == " ✗ Not submitted: Username — Username is required")
        try recorded.apply(.type("bob"), .focus("password"), .type("12345678"), .enter)
        #expect(row(containing: "Submitted", in: frame(recorded)) == " ✓ Submitted: every field is valid")
    }

    @Test func theLogShowsItsLatestLinesUnderItsHeading() throws {
        let recorded = try RecordedSession(spec: signup)
        let log = (1...40).map { "line \($0)" }
        let frame = frame(recorded, log: log)
        #expect(frame.plainText.contains { $0.hasPrefix(" Delegate callbacks ──") })
        #expect(row(containing: "line 40", in: frame) == " line 40")
        #expect(frame.plainText.last == " line 40")
        #expect(row(containing: "line 1 ", in: frame) == nil)
    }

    @Test func wideTextIsMeasuredInColumnsAndScrolledToKeepTheCursorInView() throws {
        let recorded = try RecordedSession(spec: signup)
        try recorded.apply(.focus("user"), .type(String(repeating: "日本", count: 30)))
        let frame = frame(recorded)
        let input = try #require(row(containing: "▸", in: frame))
        #expect(input.hasPrefix("  ▸ ‹"))
        #expect(DisplayWidth.columns(of: input.prefix { $0 != "]" && $0 != "›" }) <= 4 + 1 + 40)
        #expect(frame.cursor == Frame.Position(row: 3, column: 5 + 38))
    }

    @Test func manyFieldsScrollSoTheFocusedOneIsVisible() throws {
        let fields = (1...12).map { #"{"id": "f\#($0)", "title": "Field \#($0)"}"# }.joined(separator: ",")
        let recorded = try RecordedSession(spec: #"{"fields": [\#(fields)]}"#)
        try recorded.apply(.focus("f11"))
        let frame = frame(recorded)
        #expect(frame.plainText[0].contains("(fields "))
        #expect(row(containing: "Field 11", in: frame) == "    Field 11")
        #expect(row(containing: "Field 1 ", in: frame) == nil)
    }

    @Test func aTooSmallScreenGetsANotice() throws {
        let recorded = try RecordedSession(spec: signup)
        let frame = frame(recorded, columns: 30, rows: 8)
        #expect(frame.plainText[0] == "Terminal too small: 30×8; vali")
        #expect(frame.rows.count == 8)
    }

    @Test func controlCharactersFromASpecAreShownNotObeyed() throws {
        let recorded = try RecordedSession(spec: #"{"fields": [{"id": "x", "title": "Evil\u001b[2J\u202eTitle"}]}"#)
        try recorded.apply(.focus("x"))
        let frame = frame(recorded)
        #expect(frame.plainText[2] == "    Evil\u{FFFD}[2J\u{FFFD}Title")
        #expect(!frame.drawing(colors: false).contains("\u{1B}[2J"))
    }

    @Test func withoutColourOnlyBoldRemainsAndEveryStateStillReads() throws {
        let recorded = try RecordedSession(spec: signup)
        try recorded.apply(.focus("user"), .type("bo"), .next)
        let drawing = frame(recorded).drawing(colors: false)
        for colour in ["\u{1B}[2m", "\u{1B}[32m", "\u{1B}[33m", "\u{1B}[1;31m", "\u{1B}[1;36m"] {
            #expect(!drawing.contains(colour))
        }
        #expect(drawing.contains("✗ invalid"))
        #expect(frame(recorded).drawing(colors: true).contains("\u{1B}[1;31m✗ invalid"))
    }
}
