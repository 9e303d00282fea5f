import Testing
import ValidatorKit

/// A field formats through a session of its own (``TextFormatter/makeSession()``), asked once for
/// each new text however often the display and the caret are read.
@Suite struct FormattingSessionTests {
    /// Shows the text after how many texts its session was asked about: `"ab #2"`; the formatter
    /// alone, with no session, always says `#1`.
    struct CountingFormatter: Validator, TextFormatter {
        func validate(_ text: String) -> Validity { .valid }

        func formatted(_ text: String) -> String { "\(text) #1" }

        func makeSession() -> any TextFormattingSession { CountingSession() }
    }

    struct CountingSession: TextFormattingSession {
        var texts = 0

        mutating func formatted(_ text: String) -> String {
            texts += 1
            return "\(text) #\(texts)"
        }
    }

    /// Shows the text in upper case, with no session of its own.
    struct ShoutingFormatter: Validator, TextFormatter {
        func validate(_ text: String) -> Validity { .valid }

        func formatted(_ text: String) -> String { text.uppercased() }
    }

    @Test func theSessionIsAskedOnceForEachNewText() {
        let field = Field(identifier: "code", title: "Code", validation: ValidatorChain([CountingFormatter()]))
        field.insert("a")
        #expect(field.displayedText == "a #1")
        #expect(field.displayedCursor == 1)
        #expect(field.displayedText == "a #1")
        field.insert("b")
        field.insert("c")
        #expect(field.displayedText == "abc #2", "the text 'ab' was never read, so never formatted")
        field.moveCursor(by: -1)
        #expect(field.displayedText == "abc #2", "moving the caret leaves the text as it was")
        field.deleteBackward()
        #expect(field.displayedText == "ac #3")
    }

    @Test func eachFieldHasASessionOfItsOwn() {
        let validation = ValidatorChain([CountingFormatter()])
        let first = Field(identifier: "first", title: "First", validation: validation)
        let second = Field(identifier: "second", title: "Second", validation: validation)
        first.paste("12")
        _ = first.displayedText
        first.insert("3")
        second.paste("9")
        #expect(first.displayedText == "123 #2")
        #expect(second.displayedText == "9 #1")
    }

    @Test func aFormatterWithoutASessionFormatsEachText() {
        let field = Field(identifier: "code", title: "Code", validation: ValidatorChain([ShoutingFormatter()]))
        field.paste("ab")
        #expect(field.displayedText == "AB")
        field.insert("c")
        #expect(field.displayedText == "ABC")
    }
}
