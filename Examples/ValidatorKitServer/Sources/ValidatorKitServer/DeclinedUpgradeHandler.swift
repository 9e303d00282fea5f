import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1
import ValidatorKitServing

/// Answers a WebSocket upgrade the live form refuses as the same request without the upgrade is
/// answered (``LiveFormSocket/refusal(of:form:service:allowedHosts:)``: `403` problem details for a
/// foreign origin, `404` for an unknown form), where hummingbird-websocket sends an empty `400`.
///
/// hummingbird-websocket decides an upgrade before any router of the application sees the
/// request, and when its `shouldUpgrade` declines, writes `400`, `Connection: close` and no body
/// itself (`HTTP1WebSocketUpgradeChannel.writeFailedUpgrade`); NIO's upgrade handler keeps the
/// head of a request that asks for an upgrade to itself, so no handler behind it ever sees the
/// request. This one sits in front of the upgrade handler, where requests are NIO's HTTP/1
/// parts: it reads the first head on its way in, and when the live form refuses it, puts the
/// refusal in place of that `400` on its way out. It leaves the pipeline as soon as the head is
/// no upgrade or one the live form takes (so no WebSocket frame ever reaches it), or once it has
/// answered.
final class DeclinedUpgradeHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// The refusal of an upgrade request; nil when the live form does not refuse it.
    typealias Refusal = @Sendable (Request) -> SubmissionAnswer?

    private let refusal: Refusal
    /// The refusal of the first request, which asked for an upgrade.
    private var refused: SubmissionAnswer?

    init(refusal: @escaping Refusal) {
        self.refusal = refusal
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(let head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        let asksForUpgrade = head.headers[canonicalForm: "upgrade"].contains { $0.lowercased() == "websocket" }
        if asksForUpgrade, let request = try? HTTPRequest(head, secure: false, splitCookie: false) {
            refused = refusal(Request(head: request, body: RequestBody(buffer: ByteBuffer())))
        }
        context.fireChannelRead(data)
        if refused == nil {
            // Plain HTTP, or a live form about to open: nothing here to replace.
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .head(let response) = unwrapOutboundIn(data), response.status == .badRequest, let answer = refused else {
            context.write(data, promise: promise)
            return
        }
        refused = nil
        var headers = HTTPHeaders(answer.headerFields.map { ($0.name, $0.value) })
        headers.add(name: "Content-Length", value: String(answer.body.count))
        headers.add(name: "Connection", value: "close")
        let status = HTTPResponseStatus(statusCode: answer.status.code)
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: response.version, status: status, headers: headers))), promise: nil)
        // The `end` that follows is hummingbird-websocket's own.
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: answer.body)))), promise: promise)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}

@available(*, unavailable)
extension DeclinedUpgradeHandler: Sendable {}
