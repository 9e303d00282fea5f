#if Vapor
import ValidatorKitServing
public import Vapor

/// Answers a `SubmissionRefusal` thrown by a route as RFC 9457 problem details
/// (`application/problem+json`, `Content-Language`, `Vary: Accept-Language`), and reports it to
/// the request's logger as Vapor's error middleware reports an `AbortError` (at `warning`), its
/// reason naming pointers and codes, never a value.
///
/// ```swift
/// app.middleware.use(ProblemDetailsMiddleware())
/// ```
///
/// Every other error goes on to the middleware before it (Vapor's `ErrorMiddleware`).
public struct ProblemDetailsMiddleware: AsyncMiddleware {
    /// Creates the middleware.
    public init() {}

    /// Answers `request` through `next`, a refusal it throws as problem details.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let refusal as SubmissionRefusal {
            request.logger.report(error: refusal)
            return Response(refusal.answer)
        }
    }
}
#endif
