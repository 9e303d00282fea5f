/// The few ASCII bytes the card and Luhn validators read.
enum ASCII {
    /// The space, tolerated between groups of card digits.
    static let space: UInt8 = 0x20
    /// The hyphen-minus, tolerated between groups of card digits.
    static let hyphenMinus: UInt8 = 0x2D

    /// The value of an ASCII digit byte, 0 through 9; 10 or more for any other byte.
    @inline(__always)
    static func digitValue(_ byte: UInt8) -> Int {
        Int(byte &- 0x30)
    }

    /// How many ASCII digits `bytes` starts with: the offset of its first byte that is not a
    /// digit, or its count when all are. Reads eight bytes at a time.
    @inline(__always)
    static func leadingDigitCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let start = bytes.baseAddress.map(UnsafeRawPointer.init) else { return 0 }
        var offset = 0
        while bytes.count &- offset >= 8 {
            // Each byte less "0": a digit leaves 0 to 9, whose top bit stays clear when 0x76 is
            // added; any other byte has its top bit set after one of the two. A borrow or a
            // carry only moves into later bytes, so the first byte flagged is the first that is
            // not a digit.
            let values = UInt64(littleEndian: start.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                &- 0x3030_3030_3030_3030
            let notDigits = (values | (values &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080
            if notDigits != 0 {
                return offset &+ notDigits.trailingZeroBitCount / 8
            }
            offset &+= 8
        }
        while offset < bytes.count, digitValue(bytes[offset]) < 10 {
            offset &+= 1
        }
        return offset
    }

    /// Whether `character` is one of the ASCII digits 0 to 9.
    static func isDigit(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return false }
        return digitValue(byte) < 10
    }
}
