import ValidatorKit
import ValidatorKitServing
public import Vapor

/// Answers every `4xx` Vapor raises as an error (an address no route serves, `404`; a method the
/// address is not served with, `405` with `Allow`, where Vapor's router answers `404`) as problem
/// details of type `about:blank`, whose title is the status phrase (RFC 9457 §4.2.1), as
/// validator-server does.
public struct StatusProblemMiddleware: AsyncMiddleware {
    /// The methods each path is served with, such as `["/payment": [.POST]]`.
    public let methods: [String: [HTTPMethod]]

    /// A middleware for the routes `methods` lists.
    public init(methods: [String: [HTTPMethod]]) {
        self.methods = methods
    }

    /// Answers `request` through `next`, a `4xx` error as problem details.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let error as any AbortError where (400..<500).contains(error.status.code) && !(error is SubmissionRefusal) {
            var status = error.status
            var headers: [(String, String)] = []
            if status == .notFound, let allowed = methods[request.url.path], !allowed.contains(request.method) {
                status = .methodNotAllowed
                headers.append(("Allow", allowed.map(\.rawValue).joined(separator: ", ")))
            }
            let problem = ProblemDetails(type: "about:blank", title: status.reasonPhrase, status: Int(status.code), detail: nil)
            let response = Response(SubmissionAnswer(status: SubmissionStatus(code: Int(status.code)), content: .problem(problem), locale: .english))
            for (name, value) in headers {
                response.headers.add(name: name, value: value)
            }
            return response
        }
    }
}
