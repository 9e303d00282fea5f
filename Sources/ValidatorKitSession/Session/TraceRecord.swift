public import ValidatorKit

/// One thing that happened to a form: a delegate callback, a submit, or a change in what a field
/// shows. A replay writes each as a JSON line; the screen writes the callbacks into its log.
///
/// No record holds a secure field's text: its displayed text is fully masked.
public enum TraceRecord: Equatable, Sendable {
    /// The outcome of a submit.
    public enum SubmitResult: Equatable, Sendable {
        /// Every field is valid.
        case accepted
        /// This field, now focused, is the first that is not valid; the message it shows.
        case refused(field: String, message: String?)
        /// No field is invalid, but this one, now focused, awaits its asynchronous check.
        case checking(field: String)
    }

    /// The form's fields, written first.
    case form([FieldDescription])
    /// A replay line was read; its number and its command word (never its text).
    case step(line: Int, command: String)
    /// `FieldDelegate/beganEditing(_:)`.
    case beganEditing(field: String)
    /// `FieldDelegate/containsValidText(_:)` and the verdict it returned.
    case containsValidText(field: String, validity: Validity)
    /// `FieldDelegate/textChanged(_:to:)`, with the displayed text, the sections and the validity.
    case textChanged(field: String, displayed: String, sectionLengths: [Int], validity: Validity)
    /// `FieldDelegate/endedEditing(_:)`, with the full verdict and the message on show.
    case endedEditing(field: String, validity: Validity, message: String?)
    /// `FieldDelegate/refusedInput(_:_:)`.
    case refusedInput(field: String, refusal: InputRefusal)
    /// `FieldDelegate/validityChanged(_:)`: the verdict changed because a field it reads did,
    /// with the verdict and message now on show.
    case validityChanged(field: String, validity: Validity, message: String?)
    /// `FieldDelegate/checkingChanged(_:)`: a check of the text started (with the text as it
    /// may be logged) or ended, at `milliseconds` on the fields' clock.
    case checkingChanged(field: String, isChecking: Bool, text: String?, milliseconds: Int)
    /// A submit, from `submit` or from Enter on the last field.
    case submitted(SubmitResult)
    /// What a field shows changed.
    case state(FieldAppearance)
    /// An item was added to the list `list`; what its fields are, as in the `form(_:)` record.
    case itemAdded(list: String, fields: [FieldDescription])
    /// The list item `item` was removed; the items after it are renumbered.
    case itemRemoved(item: String)
    /// `FieldDelegate/appeared(_:)`: the field applies now (its `when` condition holds, or its
    /// union variant was chosen); what it is, as in the `form(_:)` record.
    case appeared(FieldDescription)
    /// `FieldDelegate/disappeared(_:)`: the field no longer applies; it is hidden, and left out
    /// of what the form submits.
    case disappeared(field: String)
}
