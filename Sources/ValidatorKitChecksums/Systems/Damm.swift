/// The Damm check digit system (H. Michael Damm, 2004), over decimal digits: it catches every
/// single-digit error and every swap of two adjacent digits, with one table and no position.
///
/// Each digit moves an interim value through a totally anti-symmetric quasigroup of order 10;
/// the digits pass when the interim ends at 0, and the check digit is the interim itself.
///
/// | Call | Answer |
/// |---|---|
/// | `Damm().isValid("5724")` | `true` |
/// | `Damm().checkCharacters(for: "572")` | `"4"` |
public struct Damm: CheckCharacterSystem {
    /// The interim value, 0 to 9.
    @usableFromInline var interim = 0

    /// A Damm computation that has read nothing.
    public init() {}

    /// Reads the next digit, 0 to 9.
    @inlinable
    public mutating func append(_ value: Int) {
        interim = Int(Self.operation[interim &* 10 &+ value])
    }

    /// Whether the interim value is 0.
    public var isSatisfied: Bool {
        interim == 0
    }

    /// The interim value: the table's diagonal is 0, so appending it brings the interim to 0.
    public var checkValue: Int {
        interim
    }

    /// The quasigroup of Damm's thesis, row by row: `operation[interim * 10 + digit]`.
    @usableFromInline static let operation: [UInt8] = [
        0, 3, 1, 7, 5, 9, 8, 6, 4, 2,
        7, 0, 9, 2, 1, 5, 4, 8, 6, 3,
        4, 2, 0, 6, 8, 7, 1, 3, 5, 9,
        1, 7, 5, 0, 9, 8, 3, 4, 2, 6,
        6, 1, 2, 3, 0, 4, 5, 9, 7, 8,
        3, 6, 7, 4, 2, 0, 9, 5, 8, 1,
        5, 8, 6, 9, 7, 2, 0, 1, 3, 4,
        8, 9, 4, 5, 3, 6, 2, 0, 1, 7,
        9, 4, 3, 8, 6, 1, 7, 2, 0, 5,
        2, 5, 8, 1, 4, 3, 6, 7, 9, 0,
    ]
}
