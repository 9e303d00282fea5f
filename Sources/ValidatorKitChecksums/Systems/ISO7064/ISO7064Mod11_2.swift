/// ISO/IEC 7064 MOD 11-2: the pure system with modulus 11 and radix 2, over digits, with one
/// check character `0`–`9` or `X` (ISNI, ORCID and the Chinese resident identity number use it).
///
/// | Call | Answer |
/// |---|---|
/// | `ISO7064Mod11_2().isValid("079X")` | `true` |
/// | `ISO7064Mod11_2().checkCharacters(for: "079")` | `"X"` |
public struct ISO7064Mod11_2: CheckCharacterSystem {
    /// The running remainder, 0 to 10.
    @usableFromInline var remainder = 0

    /// A computation that has read nothing.
    public init() {}

    /// The digits then `X`.
    public var alphabet: CheckAlphabet { .decimalAndX }
    /// Ten: a payload holds digits only.
    public var payloadRadix: Int { 10 }

    /// Reads the next value: a digit, or 10 for the check character `X`.
    @inlinable
    public mutating func append(_ value: Int) {
        remainder = (remainder &* 2 &+ value) % 11
    }

    /// Whether the remainder is 1.
    public var isSatisfied: Bool {
        remainder == 1
    }

    /// The value (10 for `X`) that brings the remainder to 1.
    public var checkValue: Int {
        (12 &- remainder &* 2 % 11) % 11
    }
}
