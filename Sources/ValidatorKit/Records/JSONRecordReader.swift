/// Reads a submitted record, one JSON object, from UTF-8 bytes in one pass: what
/// ``JSONValue/record(from:)`` does.
///
/// Strict JSON (RFC 8259): no comments, no trailing commas, no lone surrogates, no control
/// characters inside strings, nesting at most ``maximumDepth`` deep, at most ``maximumSize``
/// bytes, nothing after the object but white space, and no key twice in one object (readers
/// disagree on which of the two values counts, so the validator and the application behind it
/// could read different ones).
struct JSONRecordReader {
    /// How deeply arrays and objects may nest, so a hostile line cannot exhaust the stack.
    static let maximumDepth = 64
    /// How many bytes a record may have.
    static let maximumSize = 1 << 20

    private let bytes: UnsafeBufferPointer<UInt8>
    /// The member names a spec gives, which keys spelling them are read as.
    private let keys: RecordKeys
    private var offset = 0
    private var depth = 0
    /// The position of the root's field whose key the record most likely has next: the one
    /// after the last read.
    private var nextRootPosition = 0

    /// A reader of `bytes` that gives a key spelling one of `keys` as that name.
    init(_ bytes: UnsafeBufferPointer<UInt8>, keys: RecordKeys = .none) {
        self.bytes = bytes
        self.keys = keys
    }

    mutating func readRecord() throws(JSONRecordError) -> [String: JSONValue] {
        try readRecordStart()
        let record = try readObject()
        try readRecordEnd()
        return record
    }

    /// Reads the record into the slots of `group`'s fields, each member of a field in the
    /// field's slot as its key is read: those of `spare`, emptied, when it is an object of
    /// `group`'s.
    mutating func readRecord(of group: RecordGroup, reusing spare: consuming RecordObject? = nil) throws(JSONRecordError) -> RecordObject {
        try readRecordStart()
        var record: RecordObject
        if var spare = spare.take(), spare.group === group {
            spare.removeAllMembers()
            record = spare
        } else {
            record = RecordObject(of: group)
        }
        try readMembers { key, rootPosition, value in record.add(value, forKey: key, position: rootPosition) }
        try readRecordEnd()
        return record
    }

    /// Reads up to the record's opening brace.
    private mutating func readRecordStart() throws(JSONRecordError) {
        guard bytes.count <= Self.maximumSize else { throw JSONRecordError(.size, at: Self.maximumSize) }
        skipWhiteSpace()
        guard peek() == UInt8(ascii: "{") else { throw failure(.object) }
    }

    /// Reads what follows the record's closing brace: white space only.
    private mutating func readRecordEnd() throws(JSONRecordError) {
        skipWhiteSpace()
        guard offset == bytes.count else { throw failure(.end) }
    }

    private mutating func readValue() throws(JSONRecordError) -> JSONValue {
        skipWhiteSpace()
        guard let byte = peek() else { throw failure(.value) }
        switch byte {
        case UInt8(ascii: "{"): return .object(try readObject())
        case UInt8(ascii: "["): return .array(try readArray())
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readLiteral("true", .boolean(true))
        case UInt8(ascii: "f"): return try readLiteral("false", .boolean(false))
        case UInt8(ascii: "n"): return try readLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw failure(.value)
        }
    }

    private mutating func readObject() throws(JSONRecordError) -> [String: JSONValue] {
        // Room for a record's usual members from the start: growing rehashes every key.
        var members = [String: JSONValue](minimumCapacity: 8)
        try readMembers { key, _, value in members.updateValue(value, forKey: key) == nil }
        return members
    }

    /// Reads an object at its opening brace, giving `add` each member: its key, the position of
    /// the root's field the key names (when ``keys`` knows it), and its value. `add` returns
    /// `false` for a key the object has already, which is refused.
    private mutating func readMembers(_ add: (String, Int?, consuming JSONValue) -> Bool) throws(JSONRecordError) {
        try enter()
        offset += 1
        skipWhiteSpace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return
        }
        while true {
            skipWhiteSpace()
            guard peek() == UInt8(ascii: "\"") else { throw failure(.key) }
            let keyOffset = offset
            let (key, rootPosition) = try readKey()
            skipWhiteSpace()
            guard peek() == UInt8(ascii: ":") else { throw failure(.colon) }
            offset += 1
            let value: JSONValue
            do {
                value = try readValue()
            } catch {
                throw error.inside(.member(key))
            }
            // The value given up to the object, not copied into it.
            guard add(key, rootPosition, consume value) else {
                throw JSONRecordError(.duplicateMember(key), at: keyOffset)
            }
            skipWhiteSpace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                return
            default: throw failure(.objectContinuation)
            }
        }
    }

    private mutating func readArray() throws(JSONRecordError) -> [JSONValue] {
        try enter()
        offset += 1
        var elements: [JSONValue] = []
        // Room for a record's usual list (a few phone numbers) from the start: growing copies it.
        elements.reserveCapacity(4)
        skipWhiteSpace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return elements
        }
        while true {
            do {
                elements.append(try readValue())
            } catch {
                throw error.inside(.index(elements.count))
            }
            skipWhiteSpace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                return elements
            default: throw failure(.arrayContinuation)
            }
        }
    }

    /// Reads a member's key at its opening quote: one of ``keys`` written without escapes is
    /// that name, no string made of its bytes, with the position of the root's field it names;
    /// any other is read as a string.
    private mutating func readKey() throws(JSONRecordError) -> (String, rootPosition: Int?) {
        let start = offset + 1
        if depth == 1,
            let (key, length) = keys.rootKey(at: nextRootPosition, startingBytes: UnsafeBufferPointer(rebasing: bytes[start...]))
        {
            offset = start + length + 1
            nextRootPosition += 1
            return (key.name, key.rootPosition)
        }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\""),
            let key = keys.key(spelledBy: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        {
            offset = end + 1
            if depth == 1, let rootPosition = key.rootPosition { nextRootPosition = rootPosition + 1 }
            return (key.name, key.rootPosition)
        }
        return (try readString(), nil)
    }

    /// Reads a string at the opening quote; a run without escapes is decoded in one piece.
    private mutating func readString() throws(JSONRecordError) -> String {
        offset += 1
        let start = offset
        // The bytes of the run or'ed together as the scan passes them: below 0x80, it is ASCII.
        var combined: UInt8 = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let text = try decode(start..<offset, isASCII: combined < 0x80)
                offset += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw failure(.stringCharacter) }
            combined |= byte
            offset += 1
        }
        guard offset < bytes.count else { throw failure(.stringEnd) }
        var text = try decode(start..<offset, isASCII: combined < 0x80)
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return text
            case UInt8(ascii: "\\"):
                text.unicodeScalars.append(try readEscape())
            case ..<0x20:
                throw failure(.stringCharacter)
            default:
                let runStart = offset
                var combined: UInt8 = 0
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\"),
                    bytes[offset] >= 0x20
                {
                    combined |= bytes[offset]
                    offset += 1
                }
                text += try decode(runStart..<offset, isASCII: combined < 0x80)
            }
        }
        throw failure(.stringEnd)
    }

    /// Reads one escape at its backslash: `\n`, `\u00e9`, a surrogate pair.
    private mutating func readEscape() throws(JSONRecordError) -> Unicode.Scalar {
        let escapeStart = offset
        offset += 1
        guard offset < bytes.count else { throw failure(.stringEnd) }
        let letter = bytes[offset]
        offset += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try readHexadecimalUnit(escapeStart: escapeStart)
            if (0xD800...0xDBFF).contains(first) {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
                else { throw JSONRecordError(.loneSurrogate, at: escapeStart) }
                offset += 2
                let second = try readHexadecimalUnit(escapeStart: escapeStart)
                guard (0xDC00...0xDFFF).contains(second) else { throw JSONRecordError(.loneSurrogate, at: escapeStart) }
                let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw JSONRecordError(.loneSurrogate, at: escapeStart) }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw JSONRecordError(.loneSurrogate, at: escapeStart) }
            return scalar
        default:
            throw JSONRecordError(.escape, at: escapeStart)
        }
    }

    private mutating func readHexadecimalUnit(escapeStart: Int) throws(JSONRecordError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw JSONRecordError(.escape, at: escapeStart) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw JSONRecordError(.escape, at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    /// Reads a number by JSON's grammar (`-0.5e3`, never `01`, `.5` or `+1`): an integer when
    /// it is whole and fits an `Int` (``JSONValue``), else its exact decimal value.
    private mutating func readNumber() throws(JSONRecordError) -> JSONValue {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        guard let first = peek(), isDigit(first) else { throw failure(.number) }
        offset += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard let digit = peek(), isDigit(digit) else { throw failure(.number) }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard let digit = peek(), isDigit(digit) else { throw failure(.number) }
            skipDigits()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        if let whole = Int(text) {
            return .integer(whole)
        }
        guard let number = DecimalNumber(text) else { throw JSONRecordError(.number, at: start) }
        return JSONValue(JSONNumber(exactly: number))
    }

    /// The value of `text` when it is one JSON number (`-0.5e3`, never `01`, `.5` or `+1`), as
    /// a record holds it; `nil` otherwise.
    static func number(spelledBy text: String) -> JSONValue? {
        var text = text
        return text.withUTF8 { buffer in
            var reader = JSONRecordReader(buffer)
            guard buffer.first.map({ $0 == UInt8(ascii: "-") || reader.isDigit($0) }) == true,
                let number = try? reader.readNumber(), reader.offset == buffer.count
            else { return nil }
            return number
        }
    }

    private mutating func readLiteral(_ word: StaticString, _ value: JSONValue) throws(JSONRecordError) -> JSONValue {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count,
            UnsafeBufferPointer(start: word.utf8Start, count: count).elementsEqual(bytes[offset..<offset + count])
        else { throw failure(.value) }
        offset += count
        return value
    }

    private mutating func enter() throws(JSONRecordError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure(.depth) }
    }

    /// The string of the bytes in `range`, which the scan found `isASCII` or not: ASCII, most of
    /// what a record holds, needs no validation of the reader's (and `String(decoding:)` finds it
    /// valid quickest); other bytes are validated once, by `String(validating:)`.
    private func decode(_ range: Range<Int>, isASCII: Bool) throws(JSONRecordError) -> String {
        let run = UnsafeBufferPointer(rebasing: bytes[range])
        if isASCII {
            return String(decoding: run, as: UTF8.self)
        }
        guard let text = String(validating: run, as: UTF8.self) else {
            throw JSONRecordError(.encoding, at: range.lowerBound)
        }
        return text
    }

    private mutating func skipWhiteSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): offset += 1
            default: return
            }
        }
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { offset += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private func failure(_ expectation: JSONRecordError.Expectation) -> JSONRecordError {
        JSONRecordError(expectation, at: offset)
    }
}
