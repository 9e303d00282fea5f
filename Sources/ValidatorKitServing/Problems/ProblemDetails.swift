/// The body of every `4xx` answer: an RFC 9457 problem details object, sent as
/// `application/problem+json`.
///
/// ```json
/// {"type": "https://validatorkit.dev/problems/invalid-record", "title": "The record is not valid",
///  "status": 422, "detail": "1 value is not valid",
///  "errors": [{"pointer": "/cvc", "path": "$.cvc", "code": "length.too_short", "detail": "Must be at least 3 characters"}]}
/// ```
///
/// `title` and `detail` are in the language the client asked for (`Accept-Language`); `code` is
/// the stable failure code of a refused request, such as `input.json`.
public struct ProblemDetails: Sendable, Hashable, Codable {
    /// The problem type, a URI: one of ``ProblemType``'s, or `about:blank` for a refusal that
    /// is no more than its HTTP status.
    public let type: String
    /// A short summary of the problem type, the same for every occurrence.
    public let title: String
    /// The HTTP status code.
    public let status: Int
    /// What went wrong with this request.
    public let detail: String?
    /// The stable failure code of a refused request, such as `input.too_large`; absent for an
    /// invalid record, whose ``errors`` carry codes, and for an `about:blank` refusal that is no
    /// more than its status (a `404` or `405` of the router).
    public let code: String?
    /// Every failure of an invalid record, in the order of the spec's fields.
    public let errors: [Failure]?

    /// `application/problem+json`, the media type of problem details (RFC 9457 §3).
    public static let mediaType = "application/problem+json"

    /// Creates problem details; nil members are left out of the JSON.
    public init(type: String, title: String, status: Int, detail: String?, code: String? = nil, errors: [Failure]? = nil) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.code = code
        self.errors = errors
    }
}
