/// ISO/IEC 7064 MOD 37-2: the pure system with modulus 37 and radix 2, over digits and capital
/// letters, with one check character from `0`–`9`, `A`–`Z` or `*` (the ISAN and the GRid use it).
///
/// | Call | Answer |
/// |---|---|
/// | `ISO7064Mod37_2().isValid("G123489654321Y")` | `true` |
/// | `ISO7064Mod37_2().checkCharacters(for: "G123489654321")` | `"Y"` |
public struct ISO7064Mod37_2: CheckCharacterSystem {
    /// The running remainder, 0 to 36.
    @usableFromInline var remainder = 0

    /// A computation that has read nothing.
    public init() {}

    /// ``CheckAlphabet/alphanumeric`` then `*`.
    public var alphabet: CheckAlphabet { .alphanumericAndAsterisk }
    /// Thirty-six: a payload holds digits and capital letters.
    public var payloadRadix: Int { 36 }

    /// Reads the next value: a digit, 10 to 35 for `A` to `Z`, or 36 for the check character `*`.
    @inlinable
    public mutating func append(_ value: Int) {
        remainder = (remainder &* 2 &+ value) % 37
    }

    /// Whether the remainder is 1.
    public var isSatisfied: Bool {
        remainder == 1
    }

    /// The value (36 for `*`) that brings the remainder to 1.
    public var checkValue: Int {
        (38 &- remainder &* 2 % 37) % 37
    }
}
