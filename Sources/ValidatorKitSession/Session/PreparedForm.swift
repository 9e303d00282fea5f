public import ValidatorKit

/// A form ready to be driven, with the description of each of its fields.
public struct PreparedForm {
    /// The form, its fields built.
    public let form: Form
    /// One description per field, in the order of the form's fields, those that do not apply now
    /// included (`Form/allFields`).
    public let descriptions: [FieldDescription]
    /// The clock the fields were built with, which dates their checks in the trace.
    public let clock: any FieldClock

    /// `form` with `descriptions`, one per field of `Form/allFields` in order, its fields built
    /// with `clock`.
    public init(form: Form, descriptions: [FieldDescription], clock: any FieldClock = ContinuousFieldClock()) {
        self.form = form
        self.descriptions = descriptions
        self.clock = clock
    }
}
