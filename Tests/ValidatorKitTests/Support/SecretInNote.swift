import Testing

/// A secure field's value and a note quoting it, or not, named by its case alone so the secret
/// stays out of the test output.
struct SecretInNote: CustomTestStringConvertible, Sendable {
    let `case`: String
    let secret: String
    let note: String
    let message: String
    var testDescription: String { `case` }
}
