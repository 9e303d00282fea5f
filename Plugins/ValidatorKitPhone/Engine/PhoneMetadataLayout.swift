#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the parts of the resource `PhoneMetadata.json` are in its text, found by following the
/// JSON's brackets and quotes without reading its values into Swift ones: the metadata reads
/// only the country calling codes' regions at once, and each territory on its first use, from
/// the bytes found here (a tenth of the work of reading the whole resource, and a program
/// judging numbers of 40 regions reads 40 of 254 territories).
///
/// Values are skipped, not checked: a territory's bytes are checked when it is read
/// (``PhoneMetadata/readTerritory(at:)``). What the layout needs and does not find (an object
/// where the resource has one, a key, a territory's `id` or `countryCode`) is a
/// ``PhoneMetadataError``.
struct PhoneMetadataLayout {
    /// One territory of the resource's `territories`: its region, its country calling code and
    /// its object's bytes.
    struct Territory {
        /// The region code (`"US"`), or `"001"` for a non-geographic country calling code.
        let id: String
        /// The country calling code.
        let countryCode: Int
        /// The territory's object in the resource's text.
        let bytes: Range<Int>
    }

    /// The object `countryCodeToRegions` in the resource's text.
    let countryCodeToRegions: Range<Int>
    /// The territories, in the resource's order.
    let territories: [Territory]

    /// The layout of `text`, the resource's UTF-8 bytes.
    init(of text: UnsafeBufferPointer<UInt8>) throws(PhoneMetadataError) {
        var scanner = Scanner(text: text)
        var countryCodeToRegions: Range<Int>?
        var territories: [Territory] = []
        try scanner.members { key, scanner throws(PhoneMetadataError) in
            if key.elementsEqual("countryCodeToRegions".utf8) {
                countryCodeToRegions = try scanner.skipValue()
            } else if key.elementsEqual("territories".utf8) {
                try scanner.elements { scanner throws(PhoneMetadataError) in
                    do throws(PhoneMetadataError) {
                        territories.append(try scanner.territory())
                    } catch {
                        throw error.inside("territories[\(territories.count)]")
                    }
                }
            } else {
                _ = try scanner.skipValue()
            }
        }
        guard let countryCodeToRegions else {
            throw PhoneMetadataError(path: ["countryCodeToRegions"], expected: "an object")
        }
        self.countryCodeToRegions = countryCodeToRegions
        self.territories = territories
    }

    /// Follows the resource's text from its start.
    private struct Scanner {
        let text: UnsafeBufferPointer<UInt8>
        var offset = 0

        /// Calls `body` with each member's key (its bytes, which have no escapes in this
        /// resource), `body` taking the member's value.
        mutating func members(
            _ body: (Slice<UnsafeBufferPointer<UInt8>>, inout Self) throws(PhoneMetadataError) -> Void
        ) throws(PhoneMetadataError) {
            try expect(UInt8(ascii: "{"), "an object")
            if try peekNonSpace() == UInt8(ascii: "}") {
                offset += 1
                return
            }
            repeat {
                let key = text[try stringBytes()]
                try expect(UInt8(ascii: ":"), "':' after the key '\(String(decoding: key, as: UTF8.self))'")
                try body(key, &self)
            } while try endOfItem(closedBy: UInt8(ascii: "}"))
        }

        /// Calls `body` with the scanner at each element of an array, `body` taking it.
        mutating func elements(_ body: (inout Self) throws(PhoneMetadataError) -> Void) throws(PhoneMetadataError) {
            try expect(UInt8(ascii: "["), "an array")
            if try peekNonSpace() == UInt8(ascii: "]") {
                offset += 1
                return
            }
            repeat {
                try body(&self)
            } while try endOfItem(closedBy: UInt8(ascii: "]"))
        }

        /// A territory's object: its bytes, and its `id` and `countryCode`, the members read.
        mutating func territory() throws(PhoneMetadataError) -> Territory {
            _ = try peekNonSpace()
            let start = offset
            var id: String?
            var countryCode: Int?
            try members { key, scanner throws(PhoneMetadataError) in
                if key.elementsEqual("id".utf8) {
                    id = String(decoding: scanner.text[try scanner.stringBytes()], as: UTF8.self)
                } else if key.elementsEqual("countryCode".utf8) {
                    let digits = try scanner.skipValue()
                    countryCode = Int(String(decoding: scanner.text[digits], as: UTF8.self))
                    if countryCode == nil { throw PhoneMetadataError(path: ["countryCode"], expected: "a whole number") }
                } else {
                    _ = try scanner.skipValue()
                }
            }
            guard let id else { throw PhoneMetadataError(path: ["id"], expected: "a string") }
            guard let countryCode else { throw PhoneMetadataError(path: ["countryCode"], expected: "a whole number") }
            return Territory(id: id, countryCode: countryCode, bytes: start..<offset)
        }

        /// Passes over a value of any type; its bytes.
        mutating func skipValue() throws(PhoneMetadataError) -> Range<Int> {
            let start = offset
            switch try peekNonSpace() {
            case UInt8(ascii: "\""):
                _ = try stringBytes()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                try skipNested()
            default:
                while offset < text.count, !Self.endsScalar(text[offset]) { offset += 1 }
                guard offset > start else { throw PhoneMetadataError(expected: "a value") }
            }
            return start..<offset
        }

        /// Passes over a string; the bytes between its quotes.
        private mutating func stringBytes() throws(PhoneMetadataError) -> Range<Int> {
            try expect(UInt8(ascii: "\""), "a string")
            let start = offset
            try skipStringBody()
            return start..<(offset - 1)
        }

        /// Passes over the rest of a string whose opening quote is behind, its closing quote
        /// included: the next quote not escaped, found by `memchr` (most of the resource's
        /// bytes are in strings, its patterns).
        private mutating func skipStringBody() throws(PhoneMetadataError) {
            guard let base = text.baseAddress else { throw PhoneMetadataError(expected: "a string ending in '\"'") }
            while offset < text.count {
                guard let found = memchr(base + offset, Int32(UInt8(ascii: "\"")), text.count - offset) else { break }
                let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                offset = quote + 1
                // Escaped when an odd number of backslashes comes before it.
                var backslashes = 0
                while quote - backslashes - 1 >= 0, text[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
                if backslashes.isMultiple(of: 2) { return }
            }
            throw PhoneMetadataError(expected: "a string ending in '\"'")
        }

        /// Passes over an object or an array, whatever it holds.
        private mutating func skipNested() throws(PhoneMetadataError) {
            var depth = 0
            while offset < text.count {
                switch text[offset] {
                case UInt8(ascii: "\""):
                    offset += 1
                    try skipStringBody()
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        offset += 1
                        return
                    }
                default:
                    break
                }
                offset += 1
            }
            throw PhoneMetadataError(expected: "an object or array that ends")
        }

        /// After an item: `true` at a `,` (another item follows), `false` at `closing`.
        private mutating func endOfItem(closedBy closing: UInt8) throws(PhoneMetadataError) -> Bool {
            switch try peekNonSpace() {
            case UInt8(ascii: ","):
                offset += 1
                return true
            case closing:
                offset += 1
                return false
            default:
                throw PhoneMetadataError(expected: "',' or '\(Character(Unicode.Scalar(closing)))' after an item")
            }
        }

        private mutating func expect(_ byte: UInt8, _ expectation: @autoclosure () -> String) throws(PhoneMetadataError) {
            guard try peekNonSpace() == byte else { throw PhoneMetadataError(expected: expectation()) }
            offset += 1
        }

        /// The next byte that is not white space, which the scanner is then at.
        private mutating func peekNonSpace() throws(PhoneMetadataError) -> UInt8 {
            while offset < text.count, Self.isSpace(text[offset]) { offset += 1 }
            guard offset < text.count else { throw PhoneMetadataError(expected: "complete (it ends early)") }
            return text[offset]
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
        }

        /// Whether `byte` ends a number or a literal.
        private static func endsScalar(_ byte: UInt8) -> Bool {
            isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
        }
    }
}
