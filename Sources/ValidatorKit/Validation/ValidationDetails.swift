/// Extra facts a validator reports about a text (card brand, E.164 form …), keyed by name.
///
/// Details never hold a secret: they are printed by `validator check` and shown in traces.
public typealias ValidationDetails = [String: JSONValue]

/// A validator capability: reports ``ValidationDetails`` about a text, offered through
/// ``Validator/detailsProvider``.
public protocol ValidationDetailsProvider: Sendable {
    /// The details for `text`; empty when there is nothing to say.
    func details(for text: String) -> ValidationDetails

    /// The validity of `text` and its details, as ``Validator/validate(_:)`` and
    /// ``details(for:)`` answer them, for a caller that wants both (`validator check`).
    ///
    /// A validator whose two answers share costly work (a parse) answers both from one pass;
    /// the default, for a ``Validator``, asks the two in turn.
    func validateWithDetails(_ text: String) -> (validity: Validity, details: ValidationDetails)

    /// Whether the details may be shown for a secure field's text: they tell nothing of the text
    /// itself (a password's strength score), unlike a card's brand or last digits. A secure
    /// field shows only such details (``ValidatorChain/secureDetails(for:)``); the default is
    /// `false`.
    var isSafeForSecureText: Bool { get }
}

extension ValidationDetailsProvider {
    /// `false`: a secure field shows none of these details.
    public var isSafeForSecureText: Bool { false }
}

extension ValidationDetailsProvider where Self: Validator {
    /// ``Validator/validate(_:)`` and then ``details(for:)``.
    public func validateWithDetails(_ text: String) -> (validity: Validity, details: ValidationDetails) {
        (validate(text), details(for: text))
    }
}
