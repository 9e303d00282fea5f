/// The GS1 check digit (mod 10, weights 3 and 1) of EAN-8, EAN-13, UPC-A, GTIN-14, ISBN-13,
/// ISMN and the SSCC.
///
/// From the right, the check digit weighs 1, the digit before it 3, then 1, 3 and so on; the
/// weighted sum must be a multiple of 10.
///
/// | Call | Answer |
/// |---|---|
/// | `GS1Mod10().isValid("4006381333931")` | `true` |
/// | `GS1Mod10().checkCharacters(for: "400638133393")` | `"1"` |
public struct GS1Mod10: CheckCharacterSystem {
    /// The weighted sum if the last digit read is the check digit (weight 1).
    @usableFromInline var sumWithLastWeighingOne = 0
    /// The weighted sum if the last digit read weighs 3 (it precedes the check digit).
    @usableFromInline var sumWithLastWeighingThree = 0

    /// A GS1 computation that has read nothing.
    public init() {}

    /// Reads the next digit, 0 to 9.
    @inlinable
    public mutating func append(_ value: Int) {
        let weighingOne = sumWithLastWeighingThree &+ value
        sumWithLastWeighingThree = sumWithLastWeighingOne &+ 3 &* value
        sumWithLastWeighingOne = weighingOne
    }

    /// Whether the weighted sum is a multiple of 10.
    public var isSatisfied: Bool {
        sumWithLastWeighingOne % 10 == 0
    }

    /// The digit that brings the weighted sum to a multiple of 10.
    public var checkValue: Int {
        (10 &- sumWithLastWeighingThree % 10) % 10
    }
}
