import NIOCore
import NIOHTTP1

/// Answers a request NIO's parser cannot read (not HTTP, a bad request line or header) with
/// `400 Bad Request` at once and closes the connection.
///
/// The WebSocket upgrade's pipeline has no error handler of its own (Hummingbird turns NIO's
/// off), so a malformed first request was answered nothing and its connection held until the
/// idle timeout. This goes at the end of that pipeline, behind the upgrade handler, and writes
/// its answer through the pipeline's HTTP encoder, as NIO's `HTTPServerProtocolErrorHandler`
/// does.
final class MalformedRequestHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    typealias OutboundOut = HTTPServerResponsePart

    private let outcome: EarlyCloseLogHandler.Outcome
    private var hasAnswered = false

    init(outcome: EarlyCloseLogHandler.Outcome) {
        self.outcome = outcome
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        guard !hasAnswered else { return }
        hasAnswered = true
        outcome.closedEarly()
        let headers = HTTPHeaders([("Connection", "close"), ("Content-Length", "0")])
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .badRequest, headers: headers))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        context.close(promise: nil)
    }
}

@available(*, unavailable)
extension MalformedRequestHandler: Sendable {}
