import Hummingbird
import ValidatorKitOTP

/// Names the client around every route (`OneTimePasswordClient.$key`, the peer's IP address),
/// so that the service's replay store counts wrong one-time codes per client as well as per
/// code: `POST /{form}` and the page posted without JavaScript. The live form binds the same key
/// around its connection (``LiveFormSocket``).
struct OneTimeCodeClientMiddleware: RouterMiddleware {
    func handle(
        _ request: Request, context: ServerRequestContext, next: (Request, ServerRequestContext) async throws -> Response
    ) async throws -> Response {
        try await OneTimePasswordClient.$key.withValue(context.oneTimeCodeClient) {
            try await next(request, context)
        }
    }
}
