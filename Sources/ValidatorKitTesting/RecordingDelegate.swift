public import ValidatorKit

/// A ``FieldDelegate`` that records every callback in order, for tests to compare.
///
/// ```swift
/// let recorder = RecordingDelegate()
/// field.delegate = recorder
/// field.insert("4")
/// recorder.events   // [.containsValidText("card"), .textChanged("card", "4")]
/// ```
public final class RecordingDelegate: FieldDelegate {
    /// One recorded callback.
    public enum Event: Sendable, Hashable {
        /// ``FieldDelegate/beganEditing(_:)`` for the field with this identifier.
        case beganEditing(String)
        /// ``FieldDelegate/textChanged(_:to:)`` with the field's identifier and new text.
        case textChanged(String, String)
        /// ``FieldDelegate/endedEditing(_:)`` with the field's identifier and validity.
        case endedEditing(String, Validity)
        /// ``FieldDelegate/containsValidText(_:)`` with the field's identifier.
        case containsValidText(String)
        /// ``FieldDelegate/refusedInput(_:_:)`` with the field's identifier and the refusal.
        case refusedInput(String, InputRefusal)
        /// ``FieldDelegate/validityChanged(_:)`` with the field's identifier and new validity.
        case validityChanged(String, Validity)
        /// ``FieldDelegate/checkingChanged(_:)`` with the field's identifier and whether it is
        /// now checking.
        case checkingChanged(String, Bool)
        /// ``FieldDelegate/appeared(_:)`` for the field with this identifier.
        case appeared(String)
        /// ``FieldDelegate/disappeared(_:)`` for the field with this identifier.
        case disappeared(String)
    }

    /// The callbacks so far, oldest first.
    public private(set) var events: [Event] = []
    /// When set, the answer to ``containsValidText(_:)`` instead of the field's validators.
    public var verdictOverride: Validity?

    /// Creates a recorder with no events.
    public init() {}

    /// Forgets the events recorded so far.
    public func reset() {
        events.removeAll()
    }

    /// Records the event.
    public func beganEditing(_ field: Field) {
        events.append(.beganEditing(field.identifier))
    }

    /// Records the event.
    public func textChanged(_ field: Field, to text: String) {
        events.append(.textChanged(field.identifier, text))
    }

    /// Records the event.
    public func endedEditing(_ field: Field) {
        events.append(.endedEditing(field.identifier, field.validity))
    }

    /// Records the event and answers ``verdictOverride`` or the field's own validators.
    public func containsValidText(_ field: Field) -> Validity {
        events.append(.containsValidText(field.identifier))
        return verdictOverride ?? field.validateText()
    }

    /// Records the event.
    public func refusedInput(_ field: Field, _ refusal: InputRefusal) {
        events.append(.refusedInput(field.identifier, refusal))
    }

    /// Records the event.
    public func validityChanged(_ field: Field) {
        events.append(.validityChanged(field.identifier, field.validity))
    }

    /// Records the event.
    public func checkingChanged(_ field: Field) {
        events.append(.checkingChanged(field.identifier, field.isChecking))
    }

    /// Records the event.
    public func appeared(_ field: Field) {
        events.append(.appeared(field.identifier))
    }

    /// Records the event.
    public func disappeared(_ field: Field) {
        events.append(.disappeared(field.identifier))
    }
}
