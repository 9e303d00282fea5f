/// A mask pattern that cannot be read: what is wrong and where, in characters from the
/// pattern's start.
///
/// ```swift
/// try MaskPattern("[00")   // Mask '[00' is not valid: '[' at offset 0 is never closed; close it with ']'
/// ```
public struct MaskPatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake a ``MaskPatternError`` is, to compare without reading its message.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// A `[` or `{` is never closed.
        public static let unclosedBracket = Self("unclosedBracket")
        /// A `[` or `{` opens inside another bracket.
        public static let nestedBracket = Self("nestedBracket")
        /// A `]` or `}` closes nothing.
        public static let unopenedBracket = Self("unopenedBracket")
        /// Square or curly brackets hold nothing.
        public static let emptyBrackets = Self("emptyBrackets")
        /// A character inside square brackets is none of `0`, `9`, `A`, `a`, `_`, `-`.
        public static let unknownSlot = Self("unknownSlot")
        /// A required slot follows an optional one of another kind in the same bracket, so what
        /// was typed could fill either.
        public static let requiredAfterOptional = Self("requiredAfterOptional")
        /// The pattern ends with a lone backslash.
        public static let trailingBackslash = Self("trailingBackslash")
        /// The pattern has no slot at all, so nothing can be typed.
        public static let noSlots = Self("noSlots")

        /// The name of the code, such as `unclosedBracket`.
        public var description: String { name }
    }

    /// The pattern as given.
    public let pattern: String
    /// What kind of mistake this is.
    public let code: Code
    /// The position of the offending character, in characters from the start of the pattern.
    public let offset: Int
    /// The offending character, such as `[` or `x`; `nil` for ``Code/noSlots``.
    public let character: Character?

    init(pattern: String, code: Code, offset: Int, character: Character?) {
        self.pattern = pattern
        self.code = code
        self.offset = offset
        self.character = character
    }

    /// What is wrong, where, and what would be right.
    public var description: String {
        let at = character.map { "'\($0)' at offset \(offset)" } ?? "at offset \(offset)"
        let problem =
            switch code {
            case .unclosedBracket: "\(at) is never closed; close it with '\(character == "{" ? "}" : "]")'"
            case .nestedBracket: "\(at) opens inside another bracket; close the first one before"
            case .unopenedBracket: "\(at) closes nothing; write '\\\(character.map(String.init) ?? "")' for the character itself"
            case .emptyBrackets: "the brackets before offset \(offset) are empty; put slots or constants in them"
            case .unknownSlot: "\(at) is not a slot; a slot is 0 or 9 (digit), A or a (letter), _ or - (letter or digit)"
            case .requiredAfterOptional:
                "the required slot \(at) follows an optional slot of another kind; put that optional slot last"
            case .trailingBackslash: "the pattern ends with a lone backslash; write '\\\\' for a backslash"
            default: "it has no slot; put at least one in square brackets, such as [0]"
            }
        return "Mask '\(pattern)' is not valid: \(problem)"
    }
}
