import NIOCore
import NIOHTTP1
import ValidatorKitServing

/// Answers a WebSocket upgrade that the live form's router declined as the main router answers
/// the same request without the upgrade, where hummingbird-websocket sends an empty `400` and
/// closes: `403` problem details for a page of another origin (SECURITY.md), `404` for an unknown
/// form.
///
/// It sits just before the upgrade handler, where a request is NIO's `HTTPRequestHead` with every
/// field (the HTTP types leave out `Upgrade`, a hop-by-hop field): it reads the first request's
/// head on its way in, and on its way out replaces the empty `400` that declines it. It leaves the
/// pipeline once that head is no upgrade or one the live form takes, or once it has replaced the
/// `400`, so no later request and no WebSocket frame reaches it.
final class DeclinedUpgradeHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// The answer to a declined upgrade of `path` from `host` with `origins`, in the best language
    /// of `acceptLanguage`; nil for a path the live form's router does not serve.
    typealias Answer = @Sendable (_ path: String, _ host: String?, _ origins: [String], _ acceptLanguage: String?) -> SubmissionAnswer?

    private let answer: Answer
    private var declined: SubmissionAnswer?

    init(answer: @escaping Answer) {
        self.answer = answer
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(let head) = unwrapInboundIn(data), head.headers["upgrade"].contains(where: { $0.lowercased() == "websocket" }) else {
            context.fireChannelRead(data)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
            return
        }
        declined = answer(head.uri, head.headers.first(name: "host"), head.headers["origin"], head.headers.first(name: "accept-language"))
        context.fireChannelRead(data)
        if declined == nil {
            // Upgraded, or answered by the main router: nothing here to replace.
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .head(let response) = unwrapOutboundIn(data), response.status == .badRequest, let answer = declined else {
            context.write(data, promise: promise)
            return
        }
        declined = nil
        let body = answer.body
        var headers = HTTPHeaders(answer.headerFields.map { ($0.name, $0.value) })
        headers.add(name: "Content-Length", value: String(body.count))
        headers.add(name: "Connection", value: "close")
        let status = HTTPResponseStatus(statusCode: answer.status.code)
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: response.version, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: promise)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}

@available(*, unavailable)
extension DeclinedUpgradeHandler: Sendable {}
