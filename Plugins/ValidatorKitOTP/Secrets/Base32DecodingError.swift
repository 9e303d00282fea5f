/// Why a text is not base32 (RFC 4648): it names the position of the offending character, never
/// the character itself, because the text is usually a secret.
public struct Base32DecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake a ``Base32DecodingError`` is, to compare without reading its message.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// A character is not a base32 digit, a space or padding.
        public static let invalidCharacter = Self("invalidCharacter")
        /// A base32 digit follows the `=` padding.
        public static let characterAfterPadding = Self("characterAfterPadding")
        /// The last group holds a number of digits no whole number of bytes encodes.
        public static let impossibleLength = Self("impossibleLength")
        /// The text holds no base32 digits.
        public static let empty = Self("empty")

        /// The name of the code, such as `invalidCharacter`.
        public var description: String { name }
    }

    private enum Kind: Sendable, Hashable {
        case invalidCharacter(position: Int)
        case characterAfterPadding(position: Int)
        case impossibleLength
        case empty
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// The character at zero-based `position` is not a base32 digit, a space or padding.
    package static func invalidCharacter(position: Int) -> Self {
        Self(.invalidCharacter(position: position))
    }

    /// A base32 digit at zero-based `position` follows the `=` padding, which may only end the text.
    package static func characterAfterPadding(position: Int) -> Self {
        Self(.characterAfterPadding(position: position))
    }

    /// The last group of digits holds 1, 3 or 6 of them, which no whole number of bytes encodes.
    package static let impossibleLength = Self(.impossibleLength)

    /// The text holds no base32 digits at all.
    package static let empty = Self(.empty)

    /// What kind of mistake this is.
    public var code: Code {
        switch kind {
        case .invalidCharacter: .invalidCharacter
        case .characterAfterPadding: .characterAfterPadding
        case .impossibleLength: .impossibleLength
        case .empty: .empty
        }
    }

    /// The zero-based position (in characters) of the offending character, when there is one.
    public var position: Int? {
        switch kind {
        case .invalidCharacter(let position), .characterAfterPadding(let position): position
        case .impossibleLength, .empty: nil
        }
    }

    /// The reason as a clause that completes a sentence, such as
    /// `"character 3 is not a base32 digit (A to Z or 2 to 7)"`.
    var reason: String {
        switch kind {
        case .invalidCharacter(let position):
            "character \(position + 1) is not a base32 digit (A to Z or 2 to 7)"
        case .characterAfterPadding(let position):
            "character \(position + 1) follows the '=' padding, which may only end the text"
        case .impossibleLength:
            "its last group holds 1, 3 or 6 digits, which no whole number of bytes encodes"
        case .empty:
            "it holds no base32 digits"
        }
    }

    /// The message: sentence case, no trailing period, such as
    /// `"Character 3 is not a base32 digit (A to Z or 2 to 7)"`.
    public var description: String {
        reason.prefix(1).uppercased() + reason.dropFirst()
    }
}
