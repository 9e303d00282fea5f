/// How an input is cut into records: one per line (JSON lines, plain texts), or one per row of
/// CSV (RFC 4180), where a quoted cell may hold newlines, so a row may span several lines.
///
/// Either way a record is numbered by the line it starts on, and its ending (`\n`, or `\r\n`)
/// is not part of it.
enum RecordFraming: Sendable, Hashable {
    /// Every `\n` ends a record.
    case lines
    /// A `\n` outside quotes ends a record (`CSVRowScanner`).
    case csv
}
