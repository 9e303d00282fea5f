/// The lengths of one brand as a set of bits, so that the hot path of validation can ask about
/// them without copying a ``CardBrand`` (and retaining its arrays and strings).
struct BrandLengths: Sendable {
    /// The lengths of each brand, by index in ``CardBrand/all``.
    static let byBrandIndex: [BrandLengths] = CardBrand.all.map(BrandLengths.init)

    /// Bit `n` is set when a number of the brand may have `n` digits.
    private let bits: UInt64
    /// The most digits a number of the brand may have.
    let longest: Int

    private init(_ brand: CardBrand) {
        precondition(brand.longestLength < UInt64.bitWidth, "card numbers have fewer than 64 digits")
        bits = brand.lengths.reduce(0) { $0 | 1 << UInt64($1) }
        longest = brand.longestLength
    }

    /// Whether a number of the brand may have `digitCount` digits.
    @inline(__always)
    func contains(_ digitCount: Int) -> Bool {
        digitCount < UInt64.bitWidth && bits & 1 << UInt64(digitCount) != 0
    }
}
