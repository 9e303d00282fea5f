#if Hummingbird
import HTTPTypes
public import Hummingbird
public import ValidatorKitServing

extension SubmissionRefusal: HTTPResponseError {
    /// The refusal's status: `400`, `413`, `415` or `422`.
    public var status: HTTPResponse.Status {
        HTTPResponse.Status(code: answer.status.code)
    }

    /// The refusal's problem details as `application/problem+json`, with `Content-Language` and
    /// `Vary: Accept-Language`.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(answer)
    }
}

extension Response {
    /// The response that sends `answer`: its status, its header fields and its JSON body.
    public init(_ answer: SubmissionAnswer) {
        var headers = HTTPFields()
        for (name, value) in answer.headerFields {
            if let name = HTTPField.Name(name) {
                headers.append(HTTPField(name: name, value: value))
            }
        }
        self.init(
            status: HTTPResponse.Status(code: answer.status.code), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }
}
#endif
