/// ISO/IEC 7064 MOD 11,10: the hybrid system with moduli 11 and 10, over digits, with one check
/// digit (the German Steuer-ID and the Croatian OIB use it).
///
/// | Call | Answer |
/// |---|---|
/// | `ISO7064Mod11_10().isValid("794623")` | `true` |
/// | `ISO7064Mod11_10().checkCharacters(for: "79462")` | `"3"` |
public struct ISO7064Mod11_10: CheckCharacterSystem {
    /// The running value, 0 to 9; the standard starts it at 10, which counts as 0 modulo 10.
    @usableFromInline var interim = 10

    /// A computation that has read nothing.
    public init() {}

    /// Reads the next digit: adds it modulo 10 (with 0 counting as 10), then doubles modulo 11.
    @inlinable
    public mutating func append(_ value: Int) {
        let sum = (interim &+ value) % 10
        interim = (sum == 0 ? 10 : sum) &* 2 % 11
    }

    /// Whether the last sum modulo 10 was 1: the doubled value is then 2.
    public var isSatisfied: Bool {
        interim == 2
    }

    /// The digit whose sum with the running value is 1 modulo 10.
    public var checkValue: Int {
        (11 &- interim) % 10
    }
}
