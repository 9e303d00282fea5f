import ValidatorKit

/// A delegate that remembers the last verdict and whether an error is on show, as a screen that
/// redraws a status line would, without doing anything costly itself.
public final class RecordingDelegate: FieldDelegate {
    /// How many times the text changed.
    public private(set) var changes = 0
    /// The validity after the last change.
    public private(set) var lastValidity = Validity.valid
    /// Whether the field showed an error message after the last change.
    public private(set) var showsError = false

    /// Creates a delegate that has recorded nothing.
    public init() {}

    /// Records the change, the new validity and whether an error is on show.
    public func textChanged(_ field: Field, to text: String) {
        changes &+= 1
        lastValidity = field.validity
        showsError = field.errorMessage != nil
    }
}
