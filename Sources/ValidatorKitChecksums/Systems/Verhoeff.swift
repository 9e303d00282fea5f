/// The Verhoeff check digit system (J. Verhoeff, 1969), over decimal digits: it catches every
/// single-digit error and every swap of two adjacent digits.
///
/// The digits, each permuted by its position from the right, are multiplied in the dihedral
/// group D5 and the product must be its identity. The permutation depends on the position from
/// the right, unknown while reading from the left, so the computation keeps the product for
/// each of the eight positions the last digit read may have, four bits each.
///
/// | Call | Answer |
/// |---|---|
/// | `Verhoeff().isValid("2363")` | `true` |
/// | `Verhoeff().checkCharacters(for: "236")` | `"3"` |
public struct Verhoeff: CheckCharacterSystem {
    /// The products (a D5 element, 0 to 9, in four bits each): nibble `s` holds the product if
    /// the last digit read is at position `s` (modulo 8) from the right.
    @usableFromInline var products: UInt32 = 0

    /// A Verhoeff computation that has read nothing.
    public init() {}

    /// Reads the next digit, 0 to 9.
    @inlinable
    public mutating func append(_ value: Int) {
        // The new digit becomes the rightmost: its permuted value, at position s, multiplies
        // from the left the product of the digits before, which are now at position s + 1.
        var updated: UInt32 = 0
        for position in 0..<8 {
            let following = Int((products &>> UInt32(((position &+ 1) & 7) &* 4)) & 0xF)
            let permuted = Int(Self.permutation[position &* 10 &+ value])
            updated |= UInt32(Self.multiplication[permuted &* 10 &+ following]) &<< UInt32(position &* 4)
        }
        products = updated
    }

    /// Whether the product, the last digit read being at position 0, is the identity.
    public var isSatisfied: Bool {
        products & 0xF == 0
    }

    /// The digit whose product with the digits read so far, now at position 1, is the identity.
    public var checkValue: Int {
        Int(Self.inverse[Int((products &>> 4) & 0xF)])
    }

    /// The multiplication table of D5, row by row: `multiplication[a * 10 + b]` is `a·b`.
    @usableFromInline static let multiplication: [UInt8] = [
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
        1, 2, 3, 4, 0, 6, 7, 8, 9, 5,
        2, 3, 4, 0, 1, 7, 8, 9, 5, 6,
        3, 4, 0, 1, 2, 8, 9, 5, 6, 7,
        4, 0, 1, 2, 3, 9, 5, 6, 7, 8,
        5, 9, 8, 7, 6, 0, 4, 3, 2, 1,
        6, 5, 9, 8, 7, 1, 0, 4, 3, 2,
        7, 6, 5, 9, 8, 2, 1, 0, 4, 3,
        8, 7, 6, 5, 9, 3, 2, 1, 0, 4,
        9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
    ]

    /// The permutation of each position modulo 8: `permutation[s * 10 + d]` is where digit `d`
    /// goes at position `s` from the right.
    @usableFromInline static let permutation: [UInt8] = [
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
        1, 5, 7, 6, 2, 8, 3, 0, 9, 4,
        5, 8, 0, 3, 7, 9, 6, 1, 4, 2,
        8, 9, 1, 6, 0, 4, 3, 5, 2, 7,
        9, 4, 5, 3, 1, 2, 6, 8, 7, 0,
        4, 2, 8, 6, 5, 7, 3, 9, 0, 1,
        2, 7, 9, 3, 8, 0, 6, 4, 1, 5,
        7, 0, 4, 6, 9, 1, 3, 2, 5, 8,
    ]

    /// The inverse of each element of D5.
    static let inverse: [UInt8] = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
}
