import ValidatorKit

/// Checks the field's invariants from inside each callback, where a host reads its state.
final class InvariantCheckingDelegate: FieldDelegate {
    func beganEditing(_ field: Field) {
        FieldInvariants.check(field)
    }

    func textChanged(_ field: Field, to text: String) {
        FieldInvariants.check(field)
        precondition(text == field.text, "textChanged announced a text the field does not hold")
    }

    func endedEditing(_ field: Field) {
        FieldInvariants.check(field)
        precondition(!field.isActive, "endedEditing while the field is still active")
    }

    func refusedInput(_ field: Field, _ refusal: InputRefusal) {
        precondition(refusal.count > 0, "a refusal of no characters was reported")
    }
}
