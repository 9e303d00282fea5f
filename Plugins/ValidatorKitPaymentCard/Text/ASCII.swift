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

    /// The values of eight ASCII digit bytes read as one little-endian word (the first byte in the
    /// lowest eight bits), one value per byte in the same order; `nil` when any byte is not a digit.
    @inline(__always)
    static func digitValues(ofEight bytes: UInt64) -> UInt64? {
        let values = bytes &- 0x3030_3030_3030_3030
        // A value from 10 to 0x7F gets its top bit once 0x76 is added (0x76 + 10 = 0x80); a value
        // of 0x80 or more (a byte below "0" borrows, a byte above 0xAF) has it already, whatever
        // it carries into its neighbours.
        let notDigits = (values | (values &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080
        return notDigits == 0 ? values : nil
    }

    /// Whether `character` is one of the ASCII digits 0 to 9.
    static func isDigit(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return false }
        return digitValue(byte) < 10
    }
}
