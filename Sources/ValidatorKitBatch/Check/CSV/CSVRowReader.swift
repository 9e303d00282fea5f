/// Reads the cells of one row of CSV (RFC 4180), the bytes of a record as `LineBlockReader`
/// frames it (no `\n` or `\r\n` at its end): cells separated by `,`; a cell that starts with `"`
/// is quoted and may hold `,`, `\n` and `""` (one quote); every cell is UTF-8 text.
enum CSVRowReader {
    /// The cells of `row`, in order; an empty row is one empty cell.
    ///
    /// - Throws: `CSVRowError` naming what is wrong and at which byte of the row.
    static func cells(of row: UnsafeBufferPointer<UInt8>) throws(CSVRowError) -> [String] {
        var cells: [String] = []
        var index = 0
        while true {
            let cellStart = index
            var cell: String
            if index < row.count, row[index] == UInt8(ascii: "\"") {
                (cell, index) = try quotedCell(of: row, from: index, number: cells.count + 1)
            } else {
                while index < row.count, row[index] != UInt8(ascii: ",") {
                    if row[index] == UInt8(ascii: "\"") {
                        throw CSVRowError(.quoteInUnquotedCell, cell: cells.count + 1, byte: index)
                    }
                    index += 1
                }
                cell = try text(of: row, cellStart..<index, number: cells.count + 1)
            }
            cells.append(cell)
            guard index < row.count else { return cells }
            index += 1
        }
    }

    /// The text of the quoted cell whose `"` is at `start`, and the index after its closing quote.
    private static func quotedCell(
        of row: UnsafeBufferPointer<UInt8>, from start: Int, number: Int
    ) throws(CSVRowError) -> (String, Int) {
        var text = ""
        var runStart = start + 1
        var index = runStart
        while true {
            while index < row.count, row[index] != UInt8(ascii: "\"") { index += 1 }
            guard index < row.count else {
                throw CSVRowError(.unterminatedQuote, cell: number, byte: start)
            }
            text += try Self.text(of: row, runStart..<index, number: number)
            index += 1
            if index < row.count, row[index] == UInt8(ascii: "\"") {
                // `""`: one quote in the cell; the run goes on after it.
                text += "\""
                index += 1
                runStart = index
                continue
            }
            guard index == row.count || row[index] == UInt8(ascii: ",") else {
                throw CSVRowError(.textAfterClosingQuote, cell: number, byte: index)
            }
            return (text, index)
        }
    }

    private static func text(
        of row: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, number: Int
    ) throws(CSVRowError) -> String {
        let bytes = UnsafeBufferPointer(rebasing: row[range])
        guard let text = UTF8Bytes.string(from: bytes) else {
            throw CSVRowError(.encoding, cell: number, byte: range.lowerBound + UTF8Bytes.firstInvalidByte(in: bytes))
        }
        return text
    }
}
