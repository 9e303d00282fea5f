import ValidatorKit

/// A form ready to be driven, with the description of each of its fields.
public struct PreparedForm {
    /// The form, its fields built.
    public let form: Form
    /// One description per field, in the order of the form's fields.
    public let descriptions: [FieldDescription]

    /// `form` with `descriptions`, one per field in the form's order.
    public init(form: Form, descriptions: [FieldDescription]) {
        self.form = form
        self.descriptions = descriptions
    }
}
