public import Hummingbird

/// Refuses a request for an address the service serves with other methods as
/// `405 Method Not Allowed`, saying which in `Allow` (RFC 9110 §15.5.6), where Hummingbird's
/// router answers `404` to any request no route matches.
public struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The methods each path is served with, such as `["/payment": [.post]]`.
    public let methods: [String: [HTTPRequest.Method]]

    /// A middleware for the routes `methods` lists.
    public init(methods: [String: [HTTPRequest.Method]]) {
        self.methods = methods
    }

    /// Answers `request` through `next`; a `404` of the router for a path served with other
    /// methods becomes a `405` error.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            guard let allowed = methods[request.uri.path], !allowed.contains(request.method) else {
                throw error
            }
            throw HTTPError(.methodNotAllowed, headers: [.allow: allowed.map(\.rawValue).joined(separator: ", ")])
        }
    }
}
