/// Why a text is invalid: a stable machine code and a message for people.
///
/// Codes (``Code``) are namespaced by plugin (`luhn.checksum`, `regex.no_match`) and never change
/// once published; messages may be reworded.
public struct ValidationFailure: Sendable, Hashable {
    /// The stable machine-readable code, such as ``Code/lengthTooShort``.
    public var code: Code
    /// The human message, sentence case, no trailing period.
    public var message: String
    /// The zero-based position (in characters) of the offending character, when there is one.
    public var position: Int?
    /// Whether typing more characters can still fix the text (a too-short input, say).
    ///
    /// The display policy keeps such failures quiet while the user is typing and shows them at the
    /// end of editing.
    public var isFixableByTyping: Bool

    /// Creates a failure.
    public init(code: Code, message: String, position: Int? = nil, isFixableByTyping: Bool = false) {
        self.code = code
        self.message = message
        self.position = position
        self.isFixableByTyping = isFixableByTyping
    }
}
