/// A validator capability: decides which characters a field accepts at all, offered
/// through ``Validator/inputFilter``.
///
/// A field refuses characters its filter rejects; separators it rejects (spaces, dashes, dots,
/// slashes) are dropped quietly, so that a pasted `"4242 4242-4242 4242"` fills a card field.
public protocol InputFilter: Sendable {
    /// Whether `character` may be entered into the field.
    func accepts(_ character: Character) -> Bool
}
