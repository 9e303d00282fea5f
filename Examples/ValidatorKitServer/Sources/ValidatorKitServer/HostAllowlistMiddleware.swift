import Hummingbird

/// Refuses a request whose `Host` is not one the server answers for (``HostAllowlist``) with
/// `421 Misdirected Request`, before any route runs.
struct HostAllowlistMiddleware<Context: RequestContext>: RouterMiddleware {
    let allowed: HostAllowlist

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard allowed.allows(authority: request.head.authority) else {
            throw HTTPError(.misdirectedRequest, message: "This server does not answer for that host")
        }
        return try await next(request, context)
    }
}
