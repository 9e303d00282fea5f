/// Base32 decoding as RFC 4648 §6 defines it, lenient the way people copy secrets: letters of
/// either case, spaces anywhere, the `=` padding optional.
enum Base32 {
    /// The bytes `text` encodes; throws ``Base32DecodingError`` naming the position of the first
    /// character that is not a base32 digit, a space or trailing padding.
    ///
    /// Bits left over after the last whole byte are dropped, as most decoders do.
    static func decode(_ text: String) throws(Base32DecodingError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 5 / 8)
        var buffer: UInt64 = 0
        var bufferedBits = 0
        var digitCount = 0
        var paddingSeen = false
        for (position, character) in text.enumerated() {
            if character == " " { continue }
            if character == "=" {
                paddingSeen = true
                continue
            }
            guard let digit = digitValue(of: character) else {
                throw .invalidCharacter(position: position)
            }
            guard !paddingSeen else {
                throw .characterAfterPadding(position: position)
            }
            buffer = buffer << 5 | UInt64(digit)
            bufferedBits += 5
            digitCount += 1
            if bufferedBits >= 8 {
                bufferedBits -= 8
                bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt64(bufferedBits)))
            }
        }
        guard digitCount > 0 else { throw .empty }
        guard ![1, 3, 6].contains(digitCount % 8) else { throw .impossibleLength }
        return bytes
    }

    /// The value 0 to 31 of a base32 digit (`A`–`Z` in either case, then `2`–`7`), else `nil`.
    private static func digitValue(of character: Character) -> UInt8? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return ascii - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return ascii - UInt8(ascii: "a")
        case UInt8(ascii: "2")...UInt8(ascii: "7"): return ascii - UInt8(ascii: "2") + 26
        default: return nil
        }
    }
}
