import ValidatorKit

/// The `@MainActor` model of FieldsAndDelegates.md ("On the main actor"), as written there: a
/// view model or view controller is main-actor isolated, so it adopts ``FieldDelegate`` with an
/// isolated conformance (`@MainActor FieldDelegate`), and its task drives the form's
/// asynchronous checks (``Form/runChecks()``) on the main actor too.
@MainActor
final class SignUpModel: @MainActor FieldDelegate {
    let code: Field
    let form: Form
    /// What the delegate heard, in order.
    private(set) var heard: [String] = []

    init() throws {
        code = Field(
            identifier: "code", title: "Code",
            validation: ValidatorChain([try LengthValidator(minimum: 4, maximum: 4)], isRequired: true))
        form = Form(fields: [code])
        code.delegate = self
    }

    func textChanged(_ field: Field, to text: String) {
        heard.append("\(field.identifier) '\(text)' \(field.validity.name)")
    }

    func endedEditing(_ field: Field) {
        heard.append("\(field.identifier) ended \(field.validity.name)")
    }

    func containsValidText(_ field: Field) -> Validity {
        field.validateText()
    }

    /// The host's task for the asynchronous checks, e.g. `.task { try? await model.keepChecking() }`.
    func keepChecking() async throws {
        try await form.runChecks()
    }
}
