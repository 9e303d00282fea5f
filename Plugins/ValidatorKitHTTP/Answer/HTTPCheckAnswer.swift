import Foundation
import ValidatorKit

/// How an endpoint's answer, or the failure to get one, becomes a verdict.
///
/// No verdict quotes the URL, the text or the answer's body.
enum HTTPCheckAnswer {
    /// The verdict of `outcome`; `nil` when the check was cancelled.
    ///
    /// An answer is `http.status` unless its status is 2xx, `http.answer` unless its body is a
    /// JSON object (of at most ``HTTPCheckTransfer/answerLimit`` bytes) whose `member` is `true`
    /// or `false`; then `valid`, or `http.rejected` (with `rejectionMessage` when there is one).
    /// A request that timed out is the core's `check.timeout`; one that could not be made,
    /// `http.unreachable`.
    static func verdict(of outcome: HTTPCheckOutcome, member: String, rejectionMessage: String?) -> Validity? {
        switch outcome {
        case .cancelled:
            return nil
        case .timedOut:
            return .invalid(ValidationFailure(code: .checkTimeout))
        case .unreachable:
            return .invalid(ValidationFailure(code: .httpUnreachable))
        case .answered(let status, let body):
            return verdict(status: status, body: body, member: member, rejectionMessage: rejectionMessage)
        }
    }

    private static func verdict(status: Int, body: [UInt8]?, member: String, rejectionMessage: String?) -> Validity {
        guard (200..<300).contains(status) else {
            return .invalid(ValidationFailure(code: .httpStatus, arguments: ["status": .integer(status)]))
        }
        guard let body, let object = try? JSONValue.record(from: Data(body)),
            case .boolean(let isAccepted)? = object[member]
        else {
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
}
