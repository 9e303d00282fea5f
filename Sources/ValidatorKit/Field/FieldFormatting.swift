/// A field's ``TextFormattingSession`` and the display it gave for the last text, with where
/// that text's characters appear in it, so that the display and the caret, both read after an
/// edit (and the caret read again at each move), format and match the text once.
struct FieldFormatting {
    private let formatter: any TextFormatter
    private var session: any TextFormattingSession
    private var lastText: String?
    private var lastShown = ""
    /// ``displayedOffsets(of:)`` of ``lastText``, once asked for.
    private var lastOffsets: [Int]?

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
            lastOffsets = nil
        }
        return lastShown
    }

    /// Where the characters of `text` appear in its display (``TextFormatter/displayedOffsets(of:in:)``),
    /// the display taken from ``formatted(_:)``; matched once for each text.
    mutating func displayedOffsets(of text: String) -> [Int] {
        let shown = formatted(text)
        if let lastOffsets {
            return lastOffsets
        }
        let offsets = formatter.displayedOffsets(of: text, in: shown)
        lastOffsets = offsets
        return offsets
    }
}
