/// Follows the quoting of CSV (RFC 4180) byte by byte, to tell which `\n` ends a row: one
/// outside a quoted cell. A cell is quoted when it starts with `"`; inside it `""` is a quote
/// and a lone `"` closes it.
///
/// What RFC 4180 forbids (a `"` inside a cell that does not start with one, text after a
/// closing quote) does not open quotes here, so such a row still ends at its line's end, where
/// `CSVRowReader` names the mistake.
struct CSVRowScanner {
    private enum State {
        case cellStart, unquoted, quoted, quoteInQuoted
    }

    private var state = State.cellStart

    /// Whether the scanner is inside a quoted cell.
    var isInsideQuotes: Bool { state == .quoted }

    /// Takes the next byte of the input; whether it ends the row.
    mutating func endsRow(after byte: UInt8) -> Bool {
        switch state {
        case .quoted:
            if byte == UInt8(ascii: "\"") { state = .quoteInQuoted }
            return false
        case .cellStart, .quoteInQuoted:
            if byte == UInt8(ascii: "\"") {
                state = .quoted
                return false
            }
        case .unquoted:
            break
        }
        switch byte {
        case UInt8(ascii: ","):
            state = .cellStart
            return false
        case UInt8(ascii: "\n"):
            state = .cellStart
            return true
        default:
            state = .unquoted
            return false
        }
    }
}
