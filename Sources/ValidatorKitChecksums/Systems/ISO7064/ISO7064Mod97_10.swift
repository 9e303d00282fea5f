/// ISO/IEC 7064 MOD 97-10: the pure system with modulus 97 and radix 10, with two check digits;
/// the IBAN (ISO 13616) and the LEI (ISO 17442) use it, reading a letter as its two-digit value
/// (`A` as 10, `Z` as 35).
///
/// Check values are `02` to `98`, as ISO 13616 writes them for IBANs.
///
/// | Call | Answer |
/// |---|---|
/// | `ISO7064Mod97_10().isValid("79444")` | `true` |
/// | `ISO7064Mod97_10().checkCharacters(for: "794")` | `"44"` |
public struct ISO7064Mod97_10: CheckCharacterSystem {
    /// The running remainder, 0 to 96.
    @usableFromInline var remainder = 0

    /// A computation that has read nothing.
    public init() {}

    /// ``CheckAlphabet/alphanumeric``: a letter reads as its two-digit value.
    public var alphabet: CheckAlphabet { .alphanumeric }
    /// Ten: the check characters are digits.
    public var checkRadix: Int { 10 }
    /// Two.
    public var checkCharacterCount: Int { 2 }

    /// Reads the next value: a digit as one decimal digit, 10 to 35 (a letter) as two.
    @inlinable
    public mutating func append(_ value: Int) {
        remainder = (remainder &* (value < 10 ? 10 : 100) &+ value) % 97
    }

    /// Whether the remainder is 1.
    public var isSatisfied: Bool {
        remainder == 1
    }

    /// The two check digits as one number, 2 to 98: shifted two digits left, the remainder plus
    /// it is 1 modulo 97.
    public var checkValue: Int {
        98 &- remainder &* 100 % 97
    }
}
