#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import Hummingbird
import NIOCore
import ValidatorKit
import ValidatorKitHummingbird
import ValidatorKitServing

/// Turns a refusal raised as an error (an address no route serves, `404`; a method the address
/// is not served with, `405`) into problem details of type `about:blank`, whose title is the status phrase
/// (RFC 9457 §4.2.1), so every `4xx` of the service is `application/problem+json`.
public struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Creates the middleware.
    public init() {}

    /// Answers `request` through `next`, a `4xx` error it throws as problem details.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let refusal as SubmissionRefusal {
            // Problem details of its own type already.
            throw refusal
        } catch let error as any HTTPResponseError where (400..<500).contains(error.status.code) {
            let problem = ProblemDetails(
                type: "about:blank", title: error.status.reasonPhrase, status: error.status.code, detail: nil)
            var response = Response(SubmissionAnswer(status: SubmissionStatus(code: error.status.code), content: .problem(problem), locale: .english))
            if let error = error as? HTTPError {
                response.headers.append(contentsOf: error.headers)
            }
            return response
        }
    }
}
