/// The display of one field's successive texts, made by a ``TextFormatter``
/// (``TextFormatter/makeSession()``): it may keep what it worked out for the last text, so that a
/// character typed at the end costs one step rather than formatting the whole text again.
///
/// A field owns its session and asks it from the one thread that drives the field, after each
/// edit that changed the text; a session is therefore neither shared nor `Sendable`.
public protocol TextFormattingSession {
    /// The text to display for `text`, the field's whole text after an edit: the same as the
    /// formatter's ``TextFormatter/formatted(_:)`` of `text`.
    mutating func formatted(_ text: String) -> String
}

/// The session of a formatter that keeps nothing between texts: each text formatted afresh.
struct StatelessFormattingSession: TextFormattingSession {
    let formatter: any TextFormatter

    func formatted(_ text: String) -> String {
        formatter.formatted(text)
    }
}
