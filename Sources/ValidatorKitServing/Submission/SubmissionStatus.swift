/// The HTTP status of a served form's answer (RFC 9110 §15), without depending on any HTTP
/// library: the integrations turn it into their framework's status by its ``code``.
public struct SubmissionStatus: Sendable, Hashable, CustomStringConvertible {
    /// The status code, such as `422`.
    public let code: Int

    /// The status of `code`.
    public init(code: Int) {
        self.code = code
    }

    /// `200`: a record read without being judged (a baseline), a listing, a document.
    public static let ok = Self(code: 200)
    /// `201`: every value of the record is valid.
    public static let created = Self(code: 201)
    /// `400`: the body is no record (`input.json`).
    public static let badRequest = Self(code: 400)
    /// `403`: the request is not allowed.
    public static let forbidden = Self(code: 403)
    /// `404`: no form at this address (`form.unknown`).
    public static let notFound = Self(code: 404)
    /// `413`: the body is over the limit (`input.too_large`).
    public static let contentTooLarge = Self(code: 413)
    /// `415`: the body is of a type no form reads (`input.media_type`).
    public static let unsupportedMediaType = Self(code: 415)
    /// `422`: some value of the record is not valid.
    public static let unprocessableContent = Self(code: 422)

    /// The code, such as `422`.
    public var description: String {
        String(code)
    }
}
