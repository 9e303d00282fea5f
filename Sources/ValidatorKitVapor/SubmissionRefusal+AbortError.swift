#if Vapor
public import ValidatorKitServing
public import Vapor

extension SubmissionRefusal: AbortError {
    /// The refusal's status: `400`, `413`, `415` or `422`.
    public var status: HTTPResponseStatus {
        HTTPResponseStatus(statusCode: answer.status.code)
    }

    /// The problem's title, and its failures' pointers and codes (`description`): what Vapor's
    /// own error middleware shows when ``ProblemDetailsMiddleware`` is not installed.
    public var reason: String {
        "\(answer.problem?.title ?? ""): \(description)"
    }

    /// `Vary`, `Content-Type` and `Content-Language` of the problem details.
    public var headers: HTTPHeaders {
        HTTPHeaders(answer.headerFields.map { ($0.name, $0.value) })
    }
}

extension Response {
    /// The response that sends `answer`: its status, its header fields and its JSON body.
    public convenience init(_ answer: SubmissionAnswer) {
        self.init(
            status: HTTPResponseStatus(statusCode: answer.status.code), headers: HTTPHeaders(answer.headerFields.map { ($0.name, $0.value) }),
            body: Response.Body(buffer: ByteBuffer(bytes: answer.body)))
    }
}
#endif
