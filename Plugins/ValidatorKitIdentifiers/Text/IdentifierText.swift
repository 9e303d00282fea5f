/// How the identifier validators read a text: ASCII characters, with spaces and hyphens between
/// them skipped, and positions counted in characters.
enum IdentifierText {
    /// Whether `byte` is a space or a hyphen-minus, which people type between groups.
    @inline(__always)
    static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-")
    }

    /// The value of an ASCII digit byte, 0 through 9; 10 or more for any other byte.
    @inline(__always)
    static func digitValue(_ byte: UInt8) -> Int {
        Int(byte &- UInt8(ascii: "0"))
    }

    /// The value of an ASCII letter of either case, 10 for `A` through 35 for `Z`; `nil` for
    /// any other byte.
    @inline(__always)
    static func letterValue(_ byte: UInt8) -> Int? {
        let offset = Int((byte | 0x20) &- UInt8(ascii: "a"))
        return offset < 26 ? offset &+ 10 : nil
    }

    /// The zero-based position, in characters, of the character holding the UTF-8 byte at
    /// `byteOffset` of `text`, which starts a Unicode scalar.
    static func characterPosition(ofByte byteOffset: Int, in text: String) -> Int {
        // String rounds an index inside a character down to the character's start, so a
        // combining mark counts as part of the character before it.
        text[..<text.utf8.index(text.utf8.startIndex, offsetBy: byteOffset)].count
    }

    /// The characters of `text` other than separators, letters upper-cased: the identifier
    /// as it is stored.
    static func compact(_ text: String) -> String {
        String(decoding: text.utf8.filter { !isSeparator($0) }.map { letterValue($0) == nil ? $0 : $0 & ~0x20 }, as: UTF8.self)
    }

    /// Whether `character` is one ASCII digit.
    static func isDigit(_ character: Character) -> Bool {
        guard let byte = character.asciiValue, character.utf8.count == 1 else { return false }
        return digitValue(byte) < 10
    }
}
