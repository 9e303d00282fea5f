import ValidatorKit

/// Writes JSON values into an ``OutputBuffer`` without building intermediate objects.
extension OutputBuffer {
    /// Appends `text` as a JSON string literal, escaping quotes, backslashes and control
    /// characters.
    mutating func appendJSONString(_ text: String) {
        append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Runs of bytes that need no escape are copied at once.
            var runStart = 0
            for (offset, byte) in utf8.enumerated() where Self.needsEscape(byte) {
                append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<offset]))
                appendEscaped(byte)
                runStart = offset + 1
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        append(UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte == 0x7F
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): append(contentsOf: #"\\"#.utf8)
        case UInt8(ascii: "\n"): append(contentsOf: #"\n"#.utf8)
        case UInt8(ascii: "\r"): append(contentsOf: #"\r"#.utf8)
        case UInt8(ascii: "\t"): append(contentsOf: #"\t"#.utf8)
        default:
            let hex = Array("0123456789abcdef".utf8)
            append(contentsOf: #"\u00"#.utf8)
            append(hex[Int(byte >> 4)])
            append(hex[Int(byte & 0xF)])
        }
    }

    /// Appends `details` as a JSON object with its keys sorted.
    mutating func appendJSON(_ details: ValidationDetails) {
        if details.isEmpty {
            append(contentsOf: "{}".utf8)
            return
        }
        append(UInt8(ascii: "{"))
        for (index, key) in details.keys.sorted().enumerated() {
            if index > 0 { append(UInt8(ascii: ",")) }
            appendJSONString(key)
            append(UInt8(ascii: ":"))
            if let value = details[key] { appendJSON(value) }
        }
        append(UInt8(ascii: "}"))
    }

    /// Appends one detail value.
    mutating func appendJSON(_ detail: ValidationDetail) {
        switch detail {
        case .string(let text): appendJSONString(text)
        case .integer(let number): append(contentsOf: String(number).utf8)
        case .boolean(let truth): append(contentsOf: (truth ? "true" : "false").utf8)
        case .list(let items):
            append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { append(UInt8(ascii: ",")) }
                appendJSON(item)
            }
            append(UInt8(ascii: "]"))
        }
    }
}
