public import ValidatorKit

/// The `http` validator: asks an HTTP endpoint whether the text is accepted, with libcurl,
/// loaded the first time a check runs.
///
/// It has no local part: ``validate(_:)`` finds every text valid, and a `Field` asks
/// ``check(_:)`` once its other validators agree and the text has rested for ``debounce``. The
/// endpoint answers a JSON object whose ``member`` is `true` (accepted) or `false`:
///
/// | The endpoint | Verdict |
/// |---|---|
/// | `200`, `{"valid": true}` | valid |
/// | `200`, `{"valid": false}` | invalid, `http.rejected`, "This value is not accepted" (or ``rejectionMessage``) |
/// | `503` (any status but 2xx, a redirect included) | invalid, `http.status`, "The server that checks this field answered with status 503" |
/// | `200`, `<html>`, `{"ok": true}` or a body over 64 KiB | invalid, `http.answer` |
/// | a refused connection, no such host, a TLS failure, libcurl missing | invalid, `http.unreachable` |
/// | no answer within ``timeout`` | invalid, `check.timeout` |
///
/// No message quotes the URL or the text, and nothing is logged: the text may be a secure
/// field's value. No failure is fixable by typing.
///
/// The request runs on a thread of its own through libcurl, opened with `dlopen` on the first
/// check (`libcurl.so.4`, Debian package `libcurl4`; `libcurl.4.dylib` on Darwin), so a program
/// that never asks an endpoint never loads libcurl and its dozens of libraries at start.
/// ``HTTPCheckPlugin`` opens it when it makes a validator, and throws when it cannot.
///
/// ```swift
/// let registry = ValidatorRegistry()
/// try registry.register(HTTPCheckPlugin())
/// let names = try registry.makeValidator("http", options: [
///     "url": .string("https://example.com/names/{value}/available"), "timeout": .integer(2000),
/// ])
/// names.validate("alice")   // .valid: the endpoint decides
/// // A field then asks GET https://example.com/names/alice/available; {"valid": false} makes the
/// // text invalid, http.rejected, "This value is not accepted"
/// ```
public struct HTTPCheckValidator: AsyncValidator {
    /// The URL asked, where `{value}` stands for the text.
    public let url: HTTPCheckURLTemplate
    /// `GET`, or `POST` with the body `{"value": text}`.
    public let method: HTTPCheckMethod
    /// The member of the answer's JSON object that says whether the text is accepted.
    public let member: String
    /// The message of `http.rejected` instead of the catalog's, in every language; `nil` for
    /// the catalog's.
    public let rejectionMessage: String?
    /// How long the text rests before the endpoint is asked.
    public let debounce: Duration
    /// How long an answer may take, connection included; a later one is `check.timeout`.
    public let timeout: Duration
    /// `http.unreachable`, `http.status`, `http.answer` and `check.timeout`: failures of the
    /// check, not verdicts on the text, which a field asks about again when editing ends
    /// instead of keeping them.
    public let retriedFailureCodes: Set<ValidationFailure.Code> = [.httpUnreachable, .httpStatus, .httpAnswer, .checkTimeout]

    /// A validator asking `url` with `method`, reading `member` of the answer, within `timeout`,
    /// once the text has rested for `debounce`.
    public init(
        url: HTTPCheckURLTemplate, method: HTTPCheckMethod = .get, member: String = "valid",
        rejectionMessage: String? = nil, timeout: Duration = .seconds(5), debounce: Duration = .milliseconds(300)
    ) {
        self.url = url
        self.method = method
        self.member = member
        self.rejectionMessage = rejectionMessage
        self.timeout = timeout
        self.debounce = debounce
    }

    /// `.valid`: the plugin has no local part, the endpoint decides.
    public func validate(_ text: String) -> Validity {
        .valid
    }

    /// The endpoint's verdict on `text`, within ``timeout``.
    ///
    /// Returns `incomplete` promptly when the task is cancelled (a field ignores that answer),
    /// and stops the request.
    public func check(_ text: String) async -> Validity {
        guard !Task.isCancelled else { return .incomplete }
        guard let request = HTTPCheckRequest(url, method: method, text: text, timeout: timeout) else {
            return .invalid(ValidationFailure(code: .httpUnreachable))
        }
        let outcome = await HTTPCheckTransfer.perform(request)
        guard !Task.isCancelled,
            let verdict = HTTPCheckAnswer.verdict(of: outcome, member: member, rejectionMessage: rejectionMessage)
        else { return .incomplete }
        return verdict
    }
}
