/// A validator capability: the text a field shows for what was typed, such as a phone number
/// formatted as you type, offered through ``Validator/textFormatter``.
public protocol TextFormatter: Sendable {
    /// The text to display for `text`.
    func formatted(_ text: String) -> String

    /// A session formatting one field's successive texts, which may keep state between them
    /// (the phone formatter steps once for a digit typed at the end). By default, a session
    /// that calls ``formatted(_:)`` for each text.
    func makeSession() -> any TextFormattingSession
}

extension TextFormatter {
    /// A session that calls ``formatted(_:)`` for each text.
    public func makeSession() -> any TextFormattingSession {
        StatelessFormattingSession(formatter: self)
    }
}
