public import ValidatorKit

/// The codes of ``HTTPCheckValidator``; a request that outlives its timeout is the core's
/// `check.timeout`.
///
/// None quotes the URL or the text: the text may be a secure field's value, the URL may hold a
/// key.
extension ValidationFailure.Code {
    /// `http.rejected`: the endpoint answered that the text is not accepted.
    public static let httpRejected = Self("http.rejected", messages: .http)

    /// `http.unreachable`: the endpoint could not be asked (connection refused, no such host, a
    /// TLS failure, the connection lost).
    public static let httpUnreachable = Self("http.unreachable", messages: .http)

    /// `http.status`: the endpoint answered with a status other than 2xx (parameter `status`).
    public static let httpStatus = Self("http.status", messages: .http)

    /// `http.answer`: the endpoint's answer is not a JSON object with a boolean at the member
    /// asked for.
    public static let httpAnswer = Self("http.answer", messages: .http)
}
