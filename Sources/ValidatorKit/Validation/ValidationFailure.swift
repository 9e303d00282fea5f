/// Why a text is invalid: a stable machine code and the typed arguments of its message.
///
/// Codes (``Code``) are namespaced by plugin (`luhn.checksum`, `regex.no_match`) and never change
/// once published. The message is rendered when it is shown, for a locale, from the catalog of
/// the code (``Code/messages``): ``message(in:)``.
///
/// ```swift
/// let failure = ValidationFailure(code: .lengthTooShort, arguments: ["minimum": .integer(8)])
/// failure.message(in: .english)                       // "Must be at least 8 characters"
/// failure.message(in: MessageLocale(language: "de"))  // "Mindestens 8 Zeichen erforderlich"
/// ```
///
/// Two failures are equal when they have the same position and fixability and say the same
/// thing: the same code (its text and catalog) and the same arguments and variant of the
/// catalog's message, or, when either message is given as text
/// (``init(code:message:position:isFixableByTyping:)``), the same code text and English
/// message. So a verdict compares with one written out in a test.
public struct ValidationFailure: Sendable, Hashable {
    /// Where the message comes from.
    enum MessageSource: Sendable, Hashable {
        /// The catalog of the code, at the code's key or at `code#variant`.
        case catalog(variant: String?)
        /// A text given as it is, by an app or a plugin loaded at run time.
        case fixed(String)
        /// The core's message for a value that may not be quoted.
        case redacted
    }

    /// The stable machine-readable code, such as ``Code/lengthTooShort``.
    public var code: Code
    /// The typed values the message names, such as `["minimum": .integer(8)]`.
    public var arguments: [String: JSONValue]
    /// The zero-based position (in characters) of the offending character, when there is one.
    public var position: Int?
    /// Whether typing more characters can still fix the text (a too-short input, say).
    ///
    /// The display policy keeps such failures quiet while the user is typing and shows them at the
    /// end of editing.
    public var isFixableByTyping: Bool
    var source: MessageSource

    /// Creates a failure whose message is the catalog's message for `code` (or for its
    /// `variant`, such as the `email` preset of `regex.no_match`), filled in with `arguments`.
    public init(
        code: Code, arguments: [String: JSONValue] = [:], variant: String? = nil, position: Int? = nil,
        isFixableByTyping: Bool = false
    ) {
        self.code = code
        self.arguments = arguments
        self.position = position
        self.isFixableByTyping = isFixableByTyping
        source = .catalog(variant: variant)
    }

    /// Creates a failure with a message given as it is, in every locale: an app's own message
    /// (the `message` option of `regex`), or the message of a plugin loaded at run time.
    public init(code: Code, message: String, position: Int? = nil, isFixableByTyping: Bool = false) {
        self.code = code
        arguments = [:]
        self.position = position
        self.isFixableByTyping = isFixableByTyping
        source = .fixed(message)
    }
}

extension ValidationFailure {
    /// Whether the two failures have the same code, position and fixability and say the same
    /// thing (see ``ValidationFailure``).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.code.rawValue == rhs.code.rawValue, lhs.position == rhs.position,
            lhs.isFixableByTyping == rhs.isFixableByTyping
        else {
            return false
        }
        // Without copying the sources into a tuple: `check` compares a failure with the last
        // ones at every line.
        switch lhs.source {
        case .catalog(let variant):
            if case .catalog(let otherVariant) = rhs.source {
                return lhs.code == rhs.code && variant == otherVariant && lhs.arguments == rhs.arguments
            }
        case .redacted:
            if case .redacted = rhs.source { return true }
        case .fixed:
            break
        }
        return lhs.message(in: .english) == rhs.message(in: .english)
    }

    /// Hashes the code's text, position and fixability, which equal failures share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code.rawValue)
        hasher.combine(position)
        hasher.combine(isFixableByTyping)
    }
}
