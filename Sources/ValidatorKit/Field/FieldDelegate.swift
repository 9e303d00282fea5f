/// Hears what happens to a ``Field`` and may judge its text.
///
/// Every method is optional. The default ``containsValidText(_:)`` dispatches to the field's
/// validators (``Field/validateText()``); override it to add a judgement of your own.
///
/// For one keystroke the field calls ``containsValidText(_:)`` and then
/// ``textChanged(_:to:)``, so the new ``Field/validity`` is known when the text is announced.
public protocol FieldDelegate: AnyObject {
    /// The field became the one being edited.
    func beganEditing(_ field: Field)
    /// The field's text changed; `text` is the new text.
    func textChanged(_ field: Field, to text: String)
    /// The field stopped being edited; its ``Field/validity`` is now the full verdict.
    func endedEditing(_ field: Field)
    /// Judges the field's text; asked once after every change, after a change of what its
    /// validators read of another field of its form (a card number's brand, not each of its
    /// digits: ``DependentValidator/dependencyKey(ofField:text:)``), and at the end of editing
    /// when the text has not been judged yet.
    func containsValidText(_ field: Field) -> Validity
    /// Some input was not taken; nothing is dropped silently.
    func refusedInput(_ field: Field, _ refusal: InputRefusal)
    /// The field's verdict changed without an edit of its own, because a field its validators
    /// read changed (a confirmation that now matches its password).
    func validityChanged(_ field: Field)
    /// The field's asynchronous check started or ended (``Field/isChecking`` says which); when
    /// it ends with an answer, ``validityChanged(_:)`` follows if the verdict changed.
    func checkingChanged(_ field: Field)
    /// The field began to apply in its form, because an answer its `when` condition or its union
    /// variant follows changed: it is in ``Form/fields`` again, with the text it had.
    func appeared(_ field: Field)
    /// The field stopped applying in its form: it left ``Form/fields`` (it keeps its text, but is
    /// neither judged at submission nor in the record), ending its editing first if it had the
    /// focus.
    func disappeared(_ field: Field)
}

extension FieldDelegate {
    /// Does nothing.
    public func beganEditing(_ field: Field) {}
    /// Does nothing.
    public func textChanged(_ field: Field, to text: String) {}
    /// Does nothing.
    public func endedEditing(_ field: Field) {}
    /// Dispatches to the field's validators.
    public func containsValidText(_ field: Field) -> Validity { field.validateText() }
    /// Does nothing.
    public func refusedInput(_ field: Field, _ refusal: InputRefusal) {}
    /// Does nothing.
    public func validityChanged(_ field: Field) {}
    /// Does nothing.
    public func checkingChanged(_ field: Field) {}
    /// Does nothing.
    public func appeared(_ field: Field) {}
    /// Does nothing.
    public func disappeared(_ field: Field) {}
}
