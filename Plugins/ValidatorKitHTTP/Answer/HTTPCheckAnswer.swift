import Foundation
import ValidatorKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How an endpoint's answer, or the failure to get one, becomes a verdict.
///
/// No verdict quotes the URL, the text or the answer's body.
enum HTTPCheckAnswer {
    /// The verdict of a response: `http.status` unless its status is 2xx, `http.answer` unless
    /// its body is a JSON object whose `member` is `true` or `false`; then `valid`, or
    /// `http.rejected` (with `rejectionMessage` when there is one).
    static func verdict(
        of response: URLResponse, body: Data, member: String, rejectionMessage: String?
    ) -> Validity {
        guard let response = response as? HTTPURLResponse else {
            return .invalid(ValidationFailure(code: .httpAnswer))
        }
        guard (200..<300).contains(response.statusCode) else {
            return .invalid(ValidationFailure(code: .httpStatus, arguments: ["status": .integer(response.statusCode)]))
        }
        guard let object = try? JSONValue.record(from: body), case .boolean(let isAccepted)? = object[member] else {
            return .invalid(ValidationFailure(code: .httpAnswer))
        }
        if isAccepted {
            return .valid
        }
        if let rejectionMessage {
            return .invalid(ValidationFailure(code: .httpRejected, message: rejectionMessage))
        }
        return .invalid(ValidationFailure(code: .httpRejected))
    }

    /// The verdict of a request that failed with `error`: the core's `check.timeout` when it
    /// timed out, `http.unreachable` otherwise; `nil` when it was cancelled.
    static func verdict(of error: any Error) -> Validity? {
        if error is CancellationError {
            return nil
        }
        switch (error as? URLError)?.code {
        case .cancelled?:
            return nil
        case .timedOut?:
            return .invalid(ValidationFailure(code: .checkTimeout))
        default:
            return .invalid(ValidationFailure(code: .httpUnreachable))
        }
    }
}
