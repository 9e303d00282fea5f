import ValidatorKit

/// zxcvbn's l33t substitutions for the l33t characters of one password
/// (`enumerate_l33t_subs(relevant_l33t_subtable(password))`), and for each such character which
/// substitutions read it as which character: what lets the l33t matcher walk the tries once for
/// every substitution, all of a position's readings at a time, instead of once per substitution.
///
/// A substitution maps some of the characters to letters (zxcvbn's table gives each letter one of
/// its substitutes per substitution) and leaves the others as they are.
struct L33tSubstitutions: Sendable {
    /// One substitution's (substitute, letter) pair.
    typealias Pair = (substitute: Unicode.Scalar, letter: Unicode.Scalar)

    /// zxcvbn's l33t table: each letter with the characters that stand for it, in its order.
    static let table: [(letter: Unicode.Scalar, substitutes: [Unicode.Scalar])] = [
        ("a", ["4", "@"]), ("b", ["8"]), ("c", ["(", "{", "[", "<"]), ("e", ["3"]), ("g", ["6", "9"]),
        ("i", ["1", "!", "|"]), ("l", ["1", "|", "7"]), ("o", ["0"]), ("s", ["$", "5"]), ("t", ["+", "7"]),
        ("x", ["%"]), ("z", ["2"]),
    ]

    /// Each of `table`'s 23 pairs as one bit, in the table's order.
    private static func bit(of pair: Pair) -> UInt32 {
        var index = 0
        for (letter, substitutes) in table {
            for substitute in substitutes {
                if (substitute, letter) == pair { return 1 << index }
                index += 1
            }
        }
        return 0
    }

    /// By ASCII code: the bits of the table's pairs whose substitute is that character (0 for
    /// any other). Or-ed over a token, the pairs a substitution may use in it.
    static let pairBitsByCharacter: [UInt32] = (0..<128).map { code in
        var bits: UInt32 = 0
        for (letter, substitutes) in table where substitutes.contains(Unicode.Scalar(UInt8(code))) {
            bits |= bit(of: (Unicode.Scalar(UInt8(code)), letter))
        }
        return bits
    }

    /// The bits of the table's pairs whose substitute is `scalar`.
    static func pairBits(of scalar: Unicode.Scalar) -> UInt32 {
        scalar.value < 128 ? pairBitsByCharacter[Int(scalar.value)] : 0
    }

    /// Every substitution, in zxcvbn's order, as (substitute, letter) pairs in its order.
    let substitutions: [[Pair]]
    /// Per substitution, the bits of its pairs.
    let pairBits: [UInt32]
    /// How many 64-bit words a set of substitutions (one bit per substitution) takes.
    let wordCount: Int
    /// Per ASCII code, where that character's readings are in `readingScalars` (empty for a
    /// character no substitution replaces).
    private let readingRanges: [Range<Int>]
    /// Each reading of a l33t character: a letter, or the character itself.
    let readingScalars: [Unicode.Scalar]
    /// Per reading, the set of the substitutions that read the character so (`wordCount` words).
    let readingMembers: [UInt64]

    /// The readings of `scalar`, as indices into `readingScalars` and `readingMembers` (by
    /// `wordCount`), or nil when no substitution replaces it.
    func readings(of scalar: Unicode.Scalar) -> Range<Int>? {
        guard scalar.value < 128 else { return nil }
        let range = readingRanges[Int(scalar.value)]
        return range.isEmpty ? nil : range
    }

    /// The substitutions for `password`'s l33t characters, or nil when it has none.
    static func of(_ password: [Unicode.Scalar]) -> L33tSubstitutions? {
        // The table's pairs whose substitute is present: `relevant_l33t_subtable`, as bits.
        let present = password.reduce(0) { $0 | pairBits(of: $1) }
        guard present != 0 else { return nil }
        if let cached = cache.withLock({ $0[present] }) { return cached }
        var index = 0
        var relevant: [(letter: Unicode.Scalar, substitutes: [Unicode.Scalar])] = []
        for (letter, substitutes) in table {
            let kept = substitutes.indices.filter { present & 1 << (index + $0) != 0 }.map { substitutes[$0] }
            if !kept.isEmpty { relevant.append((letter, kept)) }
            index += substitutes.count
        }
        let made = L33tSubstitutions(enumerated: enumeratedSubstitutions(for: relevant))
        cache.withLock { cache in
            if cache.count >= 256 { cache.removeAll() }
            cache[present] = made
        }
        return made
    }

    /// The substitutions of each relevant table met lately (a field's password keeps its table
    /// from keystroke to keystroke), keyed by the bits of its pairs; emptied when it holds 256.
    private static let cache = Locked<[UInt32: L33tSubstitutions]>([:])

    /// The substitutions `substitutions`, with their pairs' bits and each character's readings.
    private init(enumerated substitutions: [[Pair]]) {
        self.substitutions = substitutions
        pairBits = substitutions.map { $0.reduce(0) { $0 | Self.bit(of: $1) } }
        wordCount = (substitutions.count + 63) / 64
        var ranges = [Range<Int>](repeating: 0..<0, count: 128)
        var scalars: [Unicode.Scalar] = []
        var members: [UInt64] = []
        let characters = Set(substitutions.flatMap { $0.map(\.substitute) }).sorted { $0.value < $1.value }
        for character in characters {
            let first = scalars.count
            for (index, substitution) in substitutions.enumerated() {
                let reading = substitution.first { $0.substitute == character }?.letter ?? character
                let slot: Int
                if let known = scalars[first...].firstIndex(of: reading) {
                    slot = known
                } else {
                    slot = scalars.count
                    scalars.append(reading)
                    members += repeatElement(0, count: wordCount)
                }
                members[slot * wordCount + index / 64] |= 1 << (index % 64)
            }
            ranges[Int(character.value)] = first..<scalars.count
        }
        readingRanges = ranges
        readingScalars = scalars
        readingMembers = members
    }

    /// `enumerate_l33t_subs`: every way of reading each substitute as one of its letters, in
    /// zxcvbn's order, as (substitute, letter) pairs.
    private static func enumeratedSubstitutions(
        for table: [(letter: Unicode.Scalar, substitutes: [Unicode.Scalar])]
    ) -> [[Pair]] {
        var substitutions: [[Pair]] = [[]]
        for (letter, substitutes) in table {
            var next: [[Pair]] = []
            for substitute in substitutes {
                for substitution in substitutions {
                    if let taken = substitution.firstIndex(where: { $0.substitute == substitute }) {
                        var alternative = substitution
                        alternative.remove(at: taken)
                        alternative.append((substitute, letter))
                        next.append(substitution)
                        next.append(alternative)
                    } else {
                        next.append(substitution + [(substitute, letter)])
                    }
                }
            }
            var seen: Set<[UInt64]> = []
            substitutions = next.filter { substitution in
                let label = substitution.map { UInt64($0.letter.value) << 32 | UInt64($0.substitute.value) }.sorted()
                return seen.insert(label).inserted
            }
        }
        return substitutions
    }
}
