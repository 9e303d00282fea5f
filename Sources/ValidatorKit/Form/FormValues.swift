/// What a ``DependentValidator`` may read of the other fields of its form: the live fields of a
/// ``Form``, or the values of a submitted record.
public protocol FormValues {
    /// The text of the field `identifier`: empty when it has none, `nil` when there is no such
    /// field.
    func text(ofField identifier: String) -> String?
    /// The title of the field `identifier`, for messages that name it; `nil` when there is no
    /// such field.
    func title(ofField identifier: String) -> String?
    /// The details the field's validators report about its text (a card's brand, say); empty
    /// when there are none or no such field.
    func details(ofField identifier: String) -> ValidationDetails
    /// What the dependent validator reading these values answered
    /// ``DependentValidator/dependencyKey(ofField:text:)`` for the text the field `identifier`
    /// holds now, when the values keep it; `nil` when they do not (then read the text).
    ///
    /// A ``Form`` keeps it for each field a validator declares in its
    /// ``DependentValidator/dependencies`` and alone in its field reads, from the last change of
    /// that field: a security code reads the card's brand from it on every keystroke without
    /// reading the card number again. Ask it only of a field the validator itself declares.
    func dependencyKey(ofField identifier: String) -> Int?
}

extension FormValues {
    /// `nil`: the values keep no answers of ``DependentValidator/dependencyKey(ofField:text:)``;
    /// the validator reads the text.
    public func dependencyKey(ofField identifier: String) -> Int? { nil }
}

/// The values of a form with no other fields: what a ``DependentValidator`` reads when it is
/// asked alone, outside any form.
public struct NoFormValues: FormValues {
    /// Creates the empty view.
    public init() {}

    /// Always `nil`: there are no other fields.
    public func text(ofField identifier: String) -> String? { nil }

    /// Always `nil`: there are no other fields.
    public func title(ofField identifier: String) -> String? { nil }

    /// Always empty.
    public func details(ofField identifier: String) -> ValidationDetails { [:] }
}
