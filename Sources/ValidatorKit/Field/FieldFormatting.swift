/// A field's ``TextFormattingSession`` and the display it gave for the last text, so that the
/// display and the caret, both read after an edit, format the text once.
struct FieldFormatting {
    private let formatter: any TextFormatter
    private var session: any TextFormattingSession
    private var lastText: String?
    private var lastShown = ""

    /// The formatting of `formatter`, with a session of its own.
    init(_ formatter: any TextFormatter) {
        self.formatter = formatter
        session = formatter.makeSession()
    }

    /// The display of `text`, from the session when `text` is not the last one formatted.
    mutating func formatted(_ text: String) -> String {
        if text != lastText {
            lastShown = session.formatted(text)
            lastText = text
        }
        return lastShown
    }

    /// Where the characters of `text` appear in its display (``TextFormatter/displayedOffsets(of:in:)``),
    /// the display taken from ``formatted(_:)``.
    mutating func displayedOffsets(of text: String) -> [Int] {
        formatter.displayedOffsets(of: text, in: formatted(text))
    }
}
