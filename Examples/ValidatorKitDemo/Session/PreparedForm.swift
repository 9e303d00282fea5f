import ValidatorKit

/// A form ready to be driven, with the description of each of its fields.
struct PreparedForm {
    let form: Form
    /// One description per field, in the order of the form's fields.
    let descriptions: [FieldDescription]
}
