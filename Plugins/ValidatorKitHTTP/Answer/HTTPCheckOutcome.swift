/// How one request of an ``HTTPCheckValidator`` ended.
enum HTTPCheckOutcome: Sendable {
    /// The endpoint answered with `status` and `body`; `body` is `nil` when it was longer than
    /// ``HTTPCheckTransfer/answerLimit`` and was not read.
    case answered(status: Int, body: [UInt8]?)
    /// The endpoint could not be asked: no such host, a refused connection, a TLS failure, the
    /// connection lost, or libcurl missing.
    case unreachable
    /// No answer within the request's timeout.
    case timedOut
    /// The task that asked was cancelled.
    case cancelled
}
