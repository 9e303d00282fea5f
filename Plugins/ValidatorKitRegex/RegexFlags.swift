/// Options that change how a pattern reads, spelled as letters in the `flags` option: `i`, `x`, `s`.
///
/// ```swift
/// RegexFlags(letters: "ix")   // [.caseInsensitive, .extended]
/// RegexFlags(letters: "q")    // nil: unknown letter
/// ```
public struct RegexFlags: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits of the set.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `i`: letters match regardless of case (Unicode simple case folding).
    public static let caseInsensitive = RegexFlags(rawValue: 1 << 0)
    /// `x`: white space in the pattern is ignored and `#` starts a comment.
    public static let extended = RegexFlags(rawValue: 1 << 1)
    /// `s`: `.` also matches line breaks.
    public static let dotMatchesNewline = RegexFlags(rawValue: 1 << 2)

    /// Each flag with its letter, in the order ``description`` spells them.
    private static let letters: [(letter: Character, flag: RegexFlags)] = [
        ("i", .caseInsensitive), ("x", .extended), ("s", .dotMatchesNewline),
    ]

    /// Parses letters such as `"ix"`; `nil` when a letter is not `i`, `x` or `s`.
    ///
    /// The empty text is the empty set; a repeated letter counts once.
    public init?(letters text: String) {
        self = []
        for character in text {
            guard let entry = Self.letters.first(where: { $0.letter == character }) else { return nil }
            insert(entry.flag)
        }
    }

    /// The letters of the set, such as `"ix"`; empty for no flags.
    public var description: String {
        String(Self.letters.filter { contains($0.flag) }.map(\.letter))
    }
}
