/// A record longer than a check's limit, read past without being held: what the reader hands
/// on in its place is a short stand-in, bytes no UTF-8 text holds (`0xFF 0xFE`, then
/// `validatorkit:overlong:` and the record's length in bytes), which a judge recognizes
/// (``byteCount(ofStandIn:)``) and answers `input.too_large`.
///
/// A row of CSV that spans lines keeps its lines in its stand-in (a quoted cell of that many
/// line breaks), so the records after it keep their line numbers.
enum OverlongRecord {
    private static let prefix: [UInt8] = [0xFF, 0xFE] + Array("validatorkit:overlong:".utf8)

    /// The stand-in of a record of `byteCount` bytes spanning `lineCount` lines, framed by
    /// `framing`, its record end (`\n`) included.
    static func standIn(byteCount: Int, lineCount: Int, framing: RecordFraming) -> [UInt8] {
        let body = prefix + Array(String(byteCount).utf8)
        switch framing {
        case .lines:
            return body + [UInt8(ascii: "\n")]
        case .csv:
            let breaks = [UInt8](repeating: UInt8(ascii: "\n"), count: max(0, lineCount - 1))
            return [UInt8(ascii: "\"")] + body + breaks + [UInt8(ascii: "\""), UInt8(ascii: "\n")]
        }
    }

    /// The length in bytes of the record `bytes` stands in for; nil when `bytes` is a record
    /// as it was read.
    static func byteCount(ofStandIn bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var rest = bytes[...]
        if rest.first == UInt8(ascii: "\"") { rest = rest.dropFirst() }
        guard rest.starts(with: prefix) else { return nil }
        let digits = rest.dropFirst(prefix.count).prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        return Int(String(decoding: digits, as: UTF8.self))
    }
}
