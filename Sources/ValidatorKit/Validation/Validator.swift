/// A configured check: text in, ``Validity`` out.
///
/// Validators are values, pure and cheap, and may be called from any thread. They have no
/// associated types, so `any Validator` can be stored, composed and passed around freely.
/// A validator may also adopt the optional capabilities ``SectionLayoutProvider``,
/// ``InputFilter``, ``TextFormatter`` and ``ValidationDetailsProvider``.
public protocol Validator: Sendable {
    /// Judges `text` as it stands.
    func validate(_ text: String) -> Validity

    /// Whether a verdict can depend on the texts judged before it, as the replay memory of a
    /// one-time password verifier makes it (a code accepted once is refused after). A host that
    /// judges many texts, such as `validator-demo check --jobs N`, then judges them one at a
    /// time and in order instead of in parallel. `false` unless the validator says otherwise.
    var remembersEarlierTexts: Bool { get }
}

extension Validator {
    /// `false`: the verdict on a text is the same whatever was judged before.
    public var remembersEarlierTexts: Bool { false }
}
