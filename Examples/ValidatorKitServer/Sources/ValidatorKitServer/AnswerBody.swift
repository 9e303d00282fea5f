/// The JSON body of every answer: a `status` word, and either the failing fields of a rejected
/// record or a code and message saying why the request was refused.
///
/// ```json
/// {"status":"accepted"}
/// {"status":"invalid","errors":[{"field":"cvc","path":"$.cvc","code":"length.too_short","message":"…"}]}
/// {"status":"malformed","code":"input.json","message":"Not a JSON object: expected '{' to open the object at byte 0"}
/// ```
public struct AnswerBody: Sendable, Hashable, Codable {
    /// `accepted`, `invalid`, `malformed`, `too_large`, `unsupported_media_type` or `unknown_form`
    /// (or `parsed` on the baseline route).
    public let status: String
    /// Why a request was refused, such as `input.json`; absent for a verdict on a record.
    public let code: String?
    /// The human reason a request was refused; absent for a verdict on a record.
    public let message: String?
    /// The failing fields of an invalid record, in the order of the form.
    public let errors: [FieldError]?

    /// Creates a body; nil members are left out of the JSON.
    public init(status: String, code: String? = nil, message: String? = nil, errors: [FieldError]? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors
    }

    /// Every field is valid.
    public static let accepted = AnswerBody(status: "accepted")
}
