public import Hummingbird
import ValidatorKit

/// What the service answers one request: an HTTP status and a JSON body.
public struct ServiceAnswer: Sendable, Hashable {
    /// The HTTP status: `201`, `422`, `400`, `404`, `413` or `415`.
    public let status: HTTPResponse.Status
    /// The JSON body.
    public let body: AnswerBody

    /// Creates an answer.
    public init(status: HTTPResponse.Status, body: AnswerBody) {
        self.status = status
        self.body = body
    }

    /// A refusal with the code and the English message of `failure`, a code the core declares
    /// (``ValidationFailure/Code/inputTooLarge`` and the others), so `validator-demo list --codes`
    /// lists it.
    static func refusal(_ status: HTTPResponse.Status, _ word: String, _ failure: ValidationFailure) -> ServiceAnswer {
        ServiceAnswer(
            status: status, body: AnswerBody(status: word, code: failure.code.rawValue, message: failure.message(in: .english)))
    }
}
