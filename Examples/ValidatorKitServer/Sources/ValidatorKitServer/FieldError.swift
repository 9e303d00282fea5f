/// One failing field of a rejected record, as the `errors` of a `422` answer list it.
public struct FieldError: Sendable, Hashable, Codable {
    /// The field's identifier, the record's key.
    public let field: String
    /// Where the value is in the record, such as `$.cvc`.
    public let path: String
    /// The stable failure code, such as `length.too_short`.
    public let code: String
    /// The human message, such as `Must be at least 3 characters`; never a secure value.
    public let message: String

    /// Creates a field error.
    public init(field: String, path: String, code: String, message: String) {
        self.field = field
        self.path = path
        self.code = code
        self.message = message
    }
}
