/// A validator capability: decides which characters a field accepts at all, offered
/// through ``Validator/inputFilter``.
///
/// A field refuses characters its filter rejects; separators it rejects (spaces, dashes, dots,
/// slashes) are dropped quietly, so that a pasted `"4242 4242-4242 4242"` fills a card field.
public protocol InputFilter: Sendable {
    /// Whether `character` may be entered into the field.
    func accepts(_ character: Character) -> Bool
    /// Whether `character`, which ``accepts(_:)`` takes, may go at `position` (in characters)
    /// of `text`, the field's text before the edit: a mask refuses a letter where it wants a
    /// digit. A field asks it of every character typed, and of every character pasted into a
    /// field whose sections a validator or data source chooses; the default takes any.
    func accepts(_ character: Character, at position: Int, in text: String) -> Bool
}

extension InputFilter {
    /// `true`: where a character goes does not matter.
    public func accepts(_ character: Character, at position: Int, in text: String) -> Bool { true }
}
