/// One full screen: its rows and where the cursor goes.
struct Frame {
    /// Where the terminal's cursor is shown.
    struct Position: Equatable {
        /// From 0 at the top.
        let row: Int
        /// From 0 at the left.
        let column: Int
    }

    /// Every row of the screen, top to bottom.
    let rows: [StyledLine]
    /// The cursor in the focused field; `nil` hides it.
    let cursor: Position?

    /// The rows as plain text.
    var plainText: [String] {
        rows.map(\.plainText)
    }

    /// The bytes that draw the frame over the previous one in a single write: each row from its
    /// start, the rest of the row cleared, then the cursor placed (synchronised output, so the
    /// terminal shows no half-drawn frame).
    func drawing(colors: Bool) -> String {
        var output = "\u{1B}[?2026h\u{1B}[?25l"
        for (index, row) in rows.enumerated() {
            output += "\u{1B}[\(index + 1);1H" + row.rendered(colors: colors) + "\u{1B}[0m\u{1B}[K"
        }
        if let cursor {
            output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
        }
        return output + "\u{1B}[?2026l"
    }
}
