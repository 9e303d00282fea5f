public import ValidatorKit

/// A payment card brand: where its numbers start, how long they are, how they are grouped and
/// what its security code is called. ``all`` is the table of the brands the `card` plugin knows.
public struct CardBrand: Sendable, Hashable, CustomStringConvertible {
    /// The stable lower-case identifier, such as `"amex"`; reported as the detail `brand`.
    public let identifier: String
    /// The name people know, such as `"American Express"`; reported as the detail `brandName`.
    public let name: String
    /// The leading digits of the brand's numbers.
    public let ranges: [IssuerRange]
    /// The numbers of digits a number of the brand may have, ascending.
    public let lengths: [Int]
    /// The length most of the brand's numbers have; a field is laid out for it until more digits
    /// are typed.
    package let usualLength: Int
    /// The digit counts after which a new section starts, ascending: `[4, 10]` lays out
    /// American Express as `4-6-5`.
    public let gaps: [Int]
    /// The security code printed on the brand's cards.
    public let securityCode: SecurityCode
    /// The section layout for each entry of ``lengths``, built once so a keystroke never
    /// allocates one.
    private let layouts: [SectionLayout]

    /// Describes a brand of the table; `lengths` and `gaps` must be ascending and `usualLength`
    /// one of `lengths`.
    init(
        identifier: String,
        name: String,
        ranges: [IssuerRange],
        lengths: [Int],
        usualLength: Int,
        gaps: [Int],
        securityCode: SecurityCode
    ) {
        precondition(!ranges.isEmpty, "a brand has at least one issuer range")
        precondition(lengths.contains(usualLength) && lengths == lengths.sorted(), "lengths ascend and hold the usual one")
        precondition(gaps == gaps.sorted() && gaps.allSatisfy { $0 > 0 }, "gaps ascend and are positive")
        self.identifier = identifier
        self.name = name
        self.ranges = ranges
        self.lengths = lengths
        self.usualLength = usualLength
        self.gaps = gaps
        self.securityCode = securityCode
        layouts = lengths.map { length in
            var sections: [Int] = []
            var start = 0
            for gap in gaps where gap < length {
                sections.append(gap - start)
                start = gap
            }
            sections.append(length - start)
            // The gaps ascend and are positive (checked above), so every section is too.
            return (try? SectionLayout(sections)) ?? .unsectioned
        }
    }

    /// The most digits a number of the brand may have.
    package var longestLength: Int {
        lengths[lengths.count - 1]
    }

    /// The brand's name.
    public var description: String {
        name
    }

    /// The number of digits the field is laid out for while `digitCount` digits are typed: the
    /// `usualLength` until it is passed, then the next longer length of the brand (the longest
    /// when none is longer).
    package func layoutLength(forDigitCount digitCount: Int) -> Int {
        if digitCount <= usualLength {
            return usualLength
        }
        return lengths.first { $0 >= digitCount } ?? longestLength
    }

    /// The gaps that fall inside a number of `length` digits.
    public func gaps(forLength length: Int) -> [Int] {
        gaps.filter { $0 < length }
    }

    /// The sections of a field holding `digitCount` digits of this brand: Visa `4-4-4-4`
    /// (`4-4-4-4-3` once a 17th digit is typed), American Express `4-6-5`, Diners Club `4-6-4`.
    ///
    /// Inlined, so a caller reading a brand in place in ``all`` reads the two arrays it needs
    /// rather than a copy of the whole brand (a keystroke in a card field asks this).
    @inline(__always)
    public func sectionLayout(forDigitCount digitCount: Int) -> SectionLayout {
        let length = layoutLength(forDigitCount: digitCount)
        return layouts[lengths.firstIndex(of: length) ?? lengths.count - 1]
    }

    /// The variant of the `card.length` message that names the lengths: `nil` for one length
    /// ("15 digits"), `range` for three or more in a row ("16 to 19"), `list` for others
    /// ("13, 16 or 19").
    var lengthsVariant: String? {
        if lengths.count == 1 { return nil }
        return lengths.count > 2 && lengths == Array(lengths[0]...longestLength) ? "range" : "list"
    }

    /// The arguments of the `card.length` message: the brand, the shortest and longest lengths,
    /// and all lengths but the longest, separated by commas.
    var lengthsArguments: [String: JSONValue] {
        [
            "brand": .string(name), "shortest": .integer(lengths[0]), "longest": .integer(longestLength),
            "lengths": .string(lengths.dropLast().map(String.init).joined(separator: ", ")),
        ]
    }
}
