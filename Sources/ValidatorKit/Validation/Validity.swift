/// The verdict of a validator on a piece of text: valid, still incomplete, or invalid.
///
/// Three states rather than a `Bool`, so that a field can stay quiet while the user is still typing:
/// `"4242 42"` is ``incomplete`` for a card field, `"4242 4x"` is ``invalid(_:)``.
public enum Validity: Sendable, Hashable {
    /// The text is acceptable as it is.
    case valid
    /// The text is a prefix of something valid: keep typing, show nothing red.
    case incomplete
    /// The text is not valid; the failure says why.
    case invalid(ValidationFailure)

    /// Whether the text is acceptable as it is (the `Bool` of the seeds).
    public var isValid: Bool {
        if case .valid = self { return true }
        return false
    }

    /// The failure when ``invalid(_:)``, otherwise `nil`.
    public var failure: ValidationFailure? {
        if case .invalid(let failure) = self { return failure }
        return nil
    }

    /// The lower-case name of the state: `"valid"`, `"incomplete"` or `"invalid"`.
    public var name: String {
        switch self {
        case .valid: "valid"
        case .incomplete: "incomplete"
        case .invalid: "invalid"
        }
    }
}
