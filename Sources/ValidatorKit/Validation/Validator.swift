/// A configured check: text in, ``Validity`` out.
///
/// Validators are values, pure and cheap, and may be called from any thread. They have no
/// associated types, so `any Validator` can be stored, composed and passed around freely.
/// A validator may also adopt the optional capabilities ``SectionLayoutProvider``,
/// ``InputFilter``, ``TextFormatter`` and ``ValidationDetailsProvider``.
public protocol Validator: Sendable {
    /// Judges `text` as it stands.
    func validate(_ text: String) -> Validity
}
