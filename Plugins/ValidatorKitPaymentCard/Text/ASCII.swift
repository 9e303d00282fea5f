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

    /// Whether `character` is one of the ASCII digits 0 to 9.
    static func isDigit(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return false }
        return digitValue(byte) < 10
    }
}
