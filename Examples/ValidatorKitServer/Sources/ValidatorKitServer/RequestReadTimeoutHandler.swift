import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request has not arrived whole (head, body and end) within the
/// read timeout of its head: a body trickled a byte at a time holds a connection no longer
/// than that.
///
/// Hummingbird's idle timeout closes a connection on which nothing has happened for a while,
/// but every part of a trickled body counts as something.
final class RequestReadTimeoutHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let timeout: TimeAmount
    private var deadline = ChannelDeadline()

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            deadline.restart(context, after: timeout)
        case .body:
            break
        case .end:
            deadline.cancel()
        }
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline.cancel()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline.cancel()
    }
}

@available(*, unavailable)
extension RequestReadTimeoutHandler: Sendable {}
