/// One full screen: its rows and where the cursor goes.
public struct Frame {
    /// Where the terminal's cursor is shown.
    public struct Position: Equatable, Sendable {
        /// From 0 at the top.
        public let row: Int
        /// From 0 at the left.
        public let column: Int

        /// The place at `row` and `column`, both from 0.
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// Every row of the screen, top to bottom.
    public let rows: [StyledLine]
    /// The cursor in the focused field; `nil` hides it.
    public let cursor: Position?

    /// A frame of `rows`, with the cursor at `cursor` or hidden.
    public init(rows: [StyledLine], cursor: Position?) {
        self.rows = rows
        self.cursor = cursor
    }

    /// The rows as plain text.
    public var plainText: [String] {
        rows.map(\.plainText)
    }

    /// The bytes that draw the frame over the previous one in a single write: each row from its
    /// start, the rest of the row cleared, then the cursor placed (synchronised output, so the
    /// terminal shows no half-drawn frame).
    public func drawing(colors: Bool) -> String {
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
