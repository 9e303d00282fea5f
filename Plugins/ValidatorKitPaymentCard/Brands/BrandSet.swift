/// A set of brands of ``CardBrand/all``, as bits: built and queried without allocating.
struct BrandSet: Sendable {
    private var bits: UInt64 = 0

    /// The empty set.
    init() {}

    /// Every brand of the table.
    static let everyBrand: BrandSet = {
        precondition(CardBrand.all.count <= UInt64.bitWidth, "a brand set holds at most 64 brands")
        var set = BrandSet()
        for index in CardBrand.all.indices {
            set.insert(index)
        }
        return set
    }()

    /// Adds the brand at `index` of ``CardBrand/all``.
    @inline(__always)
    mutating func insert(_ index: Int) {
        bits |= 1 << UInt64(index)
    }

    /// The brands of either set.
    func union(_ other: BrandSet) -> BrandSet {
        var union = self
        union.bits |= other.bits
        return union
    }

    /// Whether the set is empty.
    var isEmpty: Bool {
        bits == 0
    }

    /// The index in ``CardBrand/all`` of the brand, when the set holds exactly one.
    var onlyMemberIndex: Int? {
        guard bits != 0, bits & (bits - 1) == 0 else { return nil }
        return bits.trailingZeroBitCount
    }

    /// The brands, in table order.
    var members: [CardBrand] {
        CardBrand.all.indices.filter { bits & (1 << UInt64($0)) != 0 }.map { CardBrand.all[$0] }
    }
}
