import Hummingbird

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

    /// A refusal with a code and a message.
    static func refusal(_ status: HTTPResponse.Status, _ word: String, code: String, message: String) -> ServiceAnswer {
        ServiceAnswer(status: status, body: AnswerBody(status: word, code: code, message: message))
    }
}
