import Testing
import ValidatorKitBatch
import ValidatorKitSession

@Suite struct ReplayScriptParserTests {
    @Test(arguments: [
        ("focus email", ReplayInstruction.event(.focus("email"))),
        ("type bob", .event(.type("bob"))),
        ("type  two spaces ", .event(.type(" two spaces "))),
        ("paste 4242 4242", .event(.paste("4242 4242"))),
        ("backspace", .event(.backspace(1))),
        ("backspace 3", .event(.backspace(3))),
        ("delete", .event(.delete(1))),
        ("delete 2", .event(.delete(2))),
        ("cut 3 6", .event(.cut(3..<6))),
        ("cut 0 1", .event(.cut(0..<1))),
        ("left", .event(.left(1))),
        ("right 12", .event(.right(12))),
        ("next", .event(.next)),
        ("previous", .event(.previous)),
        ("leave", .event(.leave)),
        ("enter", .event(.enter)),
        ("submit", .event(.submit)),
        ("clear", .event(.clear)),
        ("add-item", .event(.addItem(list: nil))),
        ("add-item phones", .event(.addItem(list: "phones"))),
        ("remove-item", .event(.removeItem)),
        ("next-choice", .event(.cycleChoice(1))),
        ("previous-choice", .event(.cycleChoice(-1))),
        ("choose GB", .event(.choose("GB"))),
        ("choose Bank transfer", .event(.choose("Bank transfer"))),
        ("wait 2", .wait(.seconds(2))),
        ("wait 0.5", .wait(.milliseconds(500))),
        ("wait 0", .wait(.zero)),
    ])
    func eachCommandReadsAsItsEvent(line: String, expected: ReplayInstruction) throws {
        #expect(try ReplayScriptParser.parse(line) == expected)
    }

    @Test(arguments: ["", "   ", "# a comment", "#focus email"])
    func blankLinesAndCommentsAreSkipped(line: String) throws {
        #expect(try ReplayScriptParser.parse(line) == nil)
    }

    @Test func escapesStandForCharactersALineCannotHold() throws {
        let instruction = try ReplayScriptParser.parse(#"paste a\nb\tc\\d\u{1F600}\e\re\u{301}"#)
        #expect(instruction == .event(.paste("a\nb\tc\\d😀\u{1B}\re\u{301}")))
    }

    @Test(arguments: [
        ("jump", "Unknown event 'jump'; expected one of focus, type, paste, backspace, delete, cut, left, right, next, previous, leave, enter, submit, clear, undo, redo, reset, add-item, remove-item, next-choice, previous-choice, choose, wait"),
        ("Focus email", "Unknown event 'Focus'; expected one of focus, type, paste, backspace, delete, cut, left, right, next, previous, leave, enter, submit, clear, undo, redo, reset, add-item, remove-item, next-choice, previous-choice, choose, wait"),
        ("focus", "'focus' needs a field identifier"),
        ("focus ", "'focus' needs a field identifier"),
        ("type", "'type' needs the text to type"),
        ("paste", "'paste' needs the text to paste"),
        ("choose", "'choose' needs the value to choose"),
        ("backspace 0", "'backspace' takes a count of at least 1, got '0'"),
        ("left -1", "'left' takes a count of at least 1, got '-1'"),
        ("right two", "'right' takes a count of at least 1, got 'two'"),
        ("cut", "'cut' needs the offsets START END of the characters to cut"),
        ("cut 3", "'cut' takes the offsets START END of the characters to cut, START before END, such as 'cut 3 6', got '3'"),
        ("cut 6 3", "'cut' takes the offsets START END of the characters to cut, START before END, such as 'cut 3 6', got '6 3'"),
        ("cut 3 3", "'cut' takes the offsets START END of the characters to cut, START before END, such as 'cut 3 6', got '3 3'"),
        ("cut -1 3", "'cut' takes the offsets START END of the characters to cut, START before END, such as 'cut 3 6', got '-1 3'"),
        ("cut 3  6", "'cut' takes the offsets START END of the characters to cut, START before END, such as 'cut 3 6', got '3  6'"),
        ("cut 3 6 9", "'cut' takes the offsets START END of the characters to cut, START before END, such as 'cut 3 6', got '3 6 9'"),
        ("cut 99999999999999999999 1", "'cut' takes the offsets START END of the characters to cut, START before END, such as 'cut 3 6', got '99999999999999999999 1'"),
        ("next field", "'next' takes no argument"),
        ("submit now", "'submit' takes no argument"),
        ("wait", "'wait' needs a number of seconds"),
        ("wait -1", "'wait' takes seconds from 0 to 86400, such as 2 or 0.5, got '-1'"),
        ("wait 1e3", "'wait' takes seconds from 0 to 86400, such as 2 or 0.5, got '1e3'"),
        ("wait .", "'wait' takes seconds from 0 to 86400, such as 2 or 0.5, got '.'"),
        ("wait 90000", "'wait' takes seconds from 0 to 86400, such as 2 or 0.5, got '90000'"),
        (#"type a\q"#, #"Unknown escape '\q'; expected \\, \n, \r, \t, \e or \u{HEX}"#),
        (#"type a\"#, #"The text ends with a lone backslash; write \\ for a backslash"#),
        (#"type \u{110000}"#, #"Expected a Unicode scalar such as \u{1F600} after \u"#),
        (#"type \u{D800}"#, #"Expected a Unicode scalar such as \u{1F600} after \u"#),
        (#"type \u1F600"#, #"Expected a Unicode scalar such as \u{1F600} after \u"#),
    ])
    func aBadLineSaysWhatIsWrong(line: String, message: String) {
        #expect(throws: ReplayLineError(message)) {
            try ReplayScriptParser.parse(line)
        }
    }
}
