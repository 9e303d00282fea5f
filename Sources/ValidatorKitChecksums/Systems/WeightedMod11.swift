/// The weighted mod 11 check character of ISBN-10 and ISSN: from the right, the check character
/// weighs 1, the digit before it 2, then 3 and so on, and the weighted sum must be a multiple of
/// 11; a check value of 10 is written `X`.
///
/// The weights count from the right, so the computation keeps the plain sum of the values and
/// the sum of those running sums, which weighs each value by its position from the right.
///
/// | Call | Answer |
/// |---|---|
/// | `WeightedMod11().isValid("0306406152")` (ISBN-10) | `true` |
/// | `WeightedMod11().checkCharacters(for: "0317847")` (ISSN) | `"1"` |
/// | `WeightedMod11().checkCharacters(for: "123456789")` (ISBN-10) | `"X"` |
public struct WeightedMod11: CheckCharacterSystem {
    /// The sum of the values read.
    @usableFromInline var sum = 0
    /// The sum of the running sums: each value weighed by its position from the right.
    @usableFromInline var weightedSum = 0

    /// A computation that has read nothing.
    public init() {}

    /// The digits then `X`.
    public var alphabet: CheckAlphabet { .decimalAndX }
    /// Ten: a payload holds digits only.
    public var payloadRadix: Int { 10 }

    /// Reads the next value: a digit, or 10 for the check character `X`.
    @inlinable
    public mutating func append(_ value: Int) {
        sum &+= value
        weightedSum &+= sum
    }

    /// Whether the weighted sum is a multiple of 11.
    public var isSatisfied: Bool {
        weightedSum % 11 == 0
    }

    /// The value (10 for `X`) that brings the weighted sum to a multiple of 11: appending `c`
    /// adds the new running sum, `sum + c`, to the weighted sum.
    public var checkValue: Int {
        (11 &- (weightedSum &+ sum) % 11) % 11
    }
}
