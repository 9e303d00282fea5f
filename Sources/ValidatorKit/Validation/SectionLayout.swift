/// How many characters each section of a field holds, such as `4-4-4-4` for a card number.
///
/// Lengths count grapheme clusters (what a person sees as one character), never bytes.
public struct SectionLayout: Sendable, Hashable, CustomStringConvertible {
    /// The number of characters in each section, in order.
    public let lengths: [Int]

    /// Creates a layout from section lengths read at run time (a spec, a data source); throws
    /// ``SectionLayoutError`` when a length is below 1.
    ///
    /// A layout written in code is an array literal: `let layout: SectionLayout = [4, 6, 5]`.
    public init(_ lengths: [Int]) throws(SectionLayoutError) {
        if let index = lengths.firstIndex(where: { $0 < 1 }) {
            throw SectionLayoutError(index: index, length: lengths[index])
        }
        self.lengths = lengths
    }

    /// A layout of one section with no limit on its length.
    public static let unsectioned = SectionLayout(unlimited: ())

    private init(unlimited: ()) {
        lengths = []
    }

    /// Whether the field has no sections and no capacity limit.
    public var isUnsectioned: Bool { lengths.isEmpty }

    /// The total number of characters the layout holds, or `nil` when unlimited.
    public var capacity: Int? { isUnsectioned ? nil : lengths.reduce(0, +) }

    /// The lengths joined by dashes, such as `"4-6-5"`; `"unsectioned"` when there are none.
    public var description: String {
        isUnsectioned ? "unsectioned" : lengths.map(String.init).joined(separator: "-")
    }
}

extension SectionLayout: ExpressibleByArrayLiteral {
    /// A layout written in code, such as `[4, 4, 4, 4]`; every length must be at least 1, as a
    /// programmer's constant (a length read at run time goes through ``init(_:)``).
    public init(arrayLiteral lengths: Int...) {
        precondition(lengths.allSatisfy { $0 > 0 }, "every section holds at least one character")
        self.lengths = lengths
    }
}
