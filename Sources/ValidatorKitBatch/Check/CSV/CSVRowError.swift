/// Why a row of CSV is not one: what is wrong, in which cell, at which byte of the row.
struct CSVRowError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of mistake a row can hold.
    enum Mistake: Sendable, Hashable {
        case unterminatedQuote, quoteInUnquotedCell, textAfterClosingQuote, encoding
        case cellCount(expected: Int, found: Int)
    }

    let mistake: Mistake
    /// The number of the cell, from 1.
    let cell: Int
    /// The zero-based offset of the byte, in the row, where the mistake is.
    let byte: Int

    init(_ mistake: Mistake, cell: Int, byte: Int) {
        self.mistake = mistake
        self.cell = cell
        self.byte = byte
    }

    /// `Not a CSV row: …`, saying what is wrong, where, and what would be right.
    var description: String {
        switch mistake {
        case .unterminatedQuote:
            return "Not a CSV row: cell \(cell) opens a quote at byte \(byte) that is never closed (the row runs to the end of the input); close it with '\"'"
        case .quoteInUnquotedCell:
            return "Not a CSV row: cell \(cell) has a '\"' at byte \(byte) but does not start with one; quote the whole cell and double the quote (\"a\"\"b\")"
        case .textAfterClosingQuote:
            return "Not a CSV row: expected ',' or the end of the row after the closing '\"' of cell \(cell), at byte \(byte)"
        case .encoding:
            return "Not a CSV row: expected UTF-8 text in cell \(cell) at byte \(byte)"
        case .cellCount(let expected, let found):
            return "Not a CSV row: expected \(expected) cells, as the header names, and found \(found)"
        }
    }
}
