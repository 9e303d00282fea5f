public import ValidatorKit

/// Writes one JSON object, key by key, straight into an ``OutputBuffer``: no intermediate
/// values, no `Encodable`, keys in the order they are written.
///
/// The demo's three kinds of JSON (`check` verdicts, `list --json`, replay traces) all go through
/// it, so every string is escaped the same way. Get one with ``OutputBuffer/appendJSONObject(_:)``
/// or ``OutputBuffer/appendJSONLine(_:)``:
///
/// ```swift
/// output.appendJSONLine { object in
///     object.write("line", integer: 2)
///     object.write("validity", string: "invalid")
///     object.write("code", string: nil)
///     object.write("sections", integers: [4, 4])
/// }
/// ```
///
/// appends `{"line":2,"validity":"invalid","code":null,"sections":[4,4]}` and a newline.
///
/// Strings are escaped as JSON requires and no more: `"` and `\` with a backslash, `\n`, `\r`
/// and `\t` by name, the other control characters and DEL as `\u00XX`; everything else,
/// non-ASCII included, is copied as UTF-8, in runs between escapes.
public struct JSONObjectWriter: ~Copyable {
    /// The buffer written to; the writer holds it while the object is written.
    fileprivate var output: OutputBuffer
    /// Whether a member has been written to the innermost object, so the next needs a comma.
    private var hasMembers = false

    fileprivate init(output: consuming OutputBuffer) {
        self.output = output
    }

    /// Writes `"key":"value"`, or `"key":null` when `value` is `nil`.
    ///
    /// A key is the program's own text, never input: it is written as it is, without escapes.
    public mutating func write(_ key: StaticString, string value: String?) {
        writeKey(key)
        if let value {
            output.appendJSONString(value)
        } else {
            output.append(contentsOf: "null".utf8)
        }
    }

    /// Writes `"key":number`.
    public mutating func write(_ key: StaticString, integer value: Int) {
        writeKey(key)
        output.appendDecimal(value)
    }

    /// Writes `"key":true` or `"key":false`.
    public mutating func write(_ key: StaticString, boolean value: Bool) {
        writeKey(key)
        output.append(contentsOf: value ? "true".utf8 : "false".utf8)
    }

    /// Writes `"key":[…]` with each of `values` as a JSON string.
    public mutating func write(_ key: StaticString, strings values: [String]) {
        writeKey(key)
        output.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            output.appendJSONString(value)
        }
        output.append(UInt8(ascii: "]"))
    }

    /// Writes `"key":[…]` with each of `values` as a JSON number.
    public mutating func write(_ key: StaticString, integers values: [Int]) {
        writeKey(key)
        output.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            output.appendDecimal(value)
        }
        output.append(UInt8(ascii: "]"))
    }

    /// Writes `"key":{…}` with the validators' details, their keys sorted so the output is
    /// always the same.
    public mutating func write(_ key: StaticString, details: ValidationDetails) {
        writeKey(key)
        output.appendJSON(details)
    }

    /// Writes `"key":value`, the keys of every object in it sorted so the output is always the
    /// same.
    public mutating func write(_ key: StaticString, value: JSONValue) {
        writeKey(key)
        output.appendJSON(value)
    }

    /// Writes `"key":{…}` with the members of `record`'s fields in the order of their keys,
    /// each key copied from `keys`, the record validator's: the bytes ``write(_:value:)`` writes
    /// of the record as a `JSONValue`.
    package mutating func write(_ key: StaticString, record: RecordObject, keys: WrittenRecordKeys) {
        writeKey(key)
        output.appendJSON(record, keys: keys)
    }

    /// Writes `members`, each as it was written when they were made.
    public mutating func write(_ members: JSONMembers) {
        guard !members.bytes.isEmpty else { return }
        if hasMembers { output.append(UInt8(ascii: ",")) }
        hasMembers = true
        members.bytes.withUnsafeBufferPointer { output.append(contentsOf: $0) }
    }

    /// Writes `"key":{…}` with the members `body` writes.
    public mutating func writeObject(_ key: StaticString, _ body: (inout JSONObjectWriter) -> Void) {
        writeKey(key)
        writeMembers(body)
    }

    /// Writes `"key":{…}` with the members `body` writes, for a key known only at run time (a
    /// field's identifier), escaped as JSON requires.
    public mutating func writeObject(named key: String, _ body: (inout JSONObjectWriter) -> Void) {
        if hasMembers { output.append(UInt8(ascii: ",")) }
        hasMembers = true
        output.appendJSONString(key)
        output.append(UInt8(ascii: ":"))
        writeMembers(body)
    }

    /// Writes `"key":[{…},…]`: one object for each of `elements`, with the members `body` writes
    /// for it.
    public mutating func writeObjects<Elements: Sequence>(
        _ key: StaticString, _ elements: Elements, _ body: (inout JSONObjectWriter, Elements.Element) -> Void
    ) {
        writeKey(key)
        output.append(UInt8(ascii: "["))
        var isFirst = true
        for element in elements {
            if !isFirst { output.append(UInt8(ascii: ",")) }
            isFirst = false
            writeMembers { body(&$0, element) }
        }
        output.append(UInt8(ascii: "]"))
    }

    /// `{`, the members `body` writes, `}`; the object around it goes on after.
    fileprivate mutating func writeMembers(_ body: (inout JSONObjectWriter) -> Void) {
        let outer = hasMembers
        hasMembers = false
        output.append(UInt8(ascii: "{"))
        body(&self)
        output.append(UInt8(ascii: "}"))
        hasMembers = outer
    }

    /// `,` when needed, then `"key":`.
    private mutating func writeKey(_ key: StaticString) {
        assert(
            UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount).allSatisfy { !OutputBuffer.needsEscape($0) },
            "a JSON key that needs escaping")
        if hasMembers { output.append(UInt8(ascii: ",")) }
        hasMembers = true
        output.append(UInt8(ascii: "\""))
        output.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        output.append(UInt8(ascii: "\""))
        output.append(UInt8(ascii: ":"))
    }
}

extension OutputBuffer {
    /// Appends one JSON object: `{`, the members `body` writes through the writer, `}`.
    public mutating func appendJSONObject(_ body: (inout JSONObjectWriter) -> Void) {
        // The writer holds this buffer while it writes (moved, never copied), and gives it back.
        var writer = JSONObjectWriter(output: self)
        writer.writeMembers(body)
        self = writer.output
    }

    /// Appends one JSON object as ``appendJSONObject(_:)`` does, then a newline: one line of
    /// JSON lines. The bytes are written once they fill a block.
    public mutating func appendJSONLine(_ body: (inout JSONObjectWriter) -> Void) {
        appendJSONObject(body)
        append(UInt8(ascii: "\n"))
        flushIfFull()
    }

    /// Appends `text` as a JSON string literal: a text none of whose bytes needs an escape (most
    /// of them) is copied at once, eight bytes looked at a time; another in runs of bytes that
    /// need no escape, the rest escaped.
    public mutating func appendJSONString(_ text: String) {
        append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            if Self.mayNeedEscape(utf8) {
                appendEscaping(utf8)
            } else {
                append(contentsOf: utf8)
            }
        }
        append(UInt8(ascii: "\""))
    }

    /// Whether any byte of `utf8` may need an escape: looked at eight bytes at a time (the last
    /// eight with bytes already looked at), or one by one when there are fewer than eight.
    private static func mayNeedEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard utf8.count >= 8 else {
            for byte in utf8 where needsEscape(byte) { return true }
            return false
        }
        let bytes = UnsafeRawBufferPointer(utf8)
        var index = 0
        while bytes.count - index > 8 {
            if mayNeedEscape(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return true }
            index += 8
        }
        return mayNeedEscape(bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
    }

    /// Appends `utf8` escaped as JSON requires: runs of bytes that need no escape copied at
    /// once. Eight bytes are looked at a time while none needs an escape.
    private mutating func appendEscaping(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let base = utf8.baseAddress else { return }
        var runStart = 0
        var index = 0
        while index < utf8.count {
            if utf8.count - index >= 8,
                !Self.mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            {
                index += 8
                continue
            }
            if Self.needsEscape(utf8[index]) {
                append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscaped(utf8[index])
                runStart = index + 1
            }
            index += 1
        }
        append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }

    /// Whether any of the eight bytes of `word` may need an escape: `false` only when none does
    /// (a byte below 0x20, a quote, a backslash or DEL sets the high bit of its lane; other
    /// bytes may too, and are then looked at one by one).
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
        let hasControl = (word &- ones &* 0x20) & ~word & highBits != 0
        return hasControl
            || hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
            || hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
            || hasZeroByte(word ^ (ones &* 0x7F))
    }

    /// Whether `byte` cannot stand for itself inside a JSON string: a quote, a backslash, a
    /// control character or DEL.
    fileprivate static func needsEscape(_ byte: UInt8) -> Bool {
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
    fileprivate mutating func appendJSON(_ details: ValidationDetails) {
        if details.isEmpty {
            append(contentsOf: "{}".utf8)
            return
        }
        append(UInt8(ascii: "{"))
        // The members' positions sorted by key in memory on the stack (for an ordinary object):
        // no array of members is made, no value copied, no key hashed again.
        withUnsafeTemporaryAllocation(of: ValidationDetails.Index.self, capacity: details.count) { buffer in
            var order = buffer
            _ = order.initialize(fromContentsOf: details.indices)
            order.sort { details.keys[$0] < details.keys[$1] }
            for (position, index) in order.enumerated() {
                if position > 0 { append(UInt8(ascii: ",")) }
                appendJSONString(details.keys[index])
                append(UInt8(ascii: ":"))
                appendJSON(details.values[index])
            }
            order.deinitialize()
        }
        append(UInt8(ascii: "}"))
    }

    /// Appends the members of `record`'s fields as one JSON object, in the order of their keys
    /// that its group worked out once, each key as `keys` wrote it once.
    fileprivate mutating func appendJSON(_ record: RecordObject, keys: WrittenRecordKeys) {
        append(UInt8(ascii: "{"))
        var isFirst = true
        keys.texts.withUnsafeBufferPointer { texts in
            record.withSlotsInKeyOrder { keyOrder, slots in
                for (rank, position) in keyOrder.enumerated() where slots[position] != nil {
                    if !isFirst { append(UInt8(ascii: ",")) }
                    isFirst = false
                    append(contentsOf: keys.text(ofRank: rank, in: texts))
                    // Read in place: of a string, its text is the only part taken.
                    if case .string(let text)? = slots[position] {
                        appendJSONString(text)
                    } else if let value = slots[position] {
                        appendJSON(value)
                    }
                }
            }
        }
        append(UInt8(ascii: "}"))
    }

    /// Appends one value, the keys of its objects sorted.
    public mutating func appendJSON(_ detail: JSONValue) {
        switch detail {
        case .null: append(contentsOf: "null".utf8)
        case .boolean(let truth): append(contentsOf: (truth ? "true" : "false").utf8)
        case .integer(let number): appendDecimal(number)
        case .number(let number): append(contentsOf: number.description.utf8)
        case .string(let text): appendJSONString(text)
        case .array(let items):
            append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { append(UInt8(ascii: ",")) }
                appendJSON(item)
            }
            append(UInt8(ascii: "]"))
        case .object(let members): appendJSON(members)
        }
    }
}
