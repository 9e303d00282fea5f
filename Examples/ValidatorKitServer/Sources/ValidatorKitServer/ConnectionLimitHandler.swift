import NIOCore
import NIOHTTPTypes

/// Closes a new connection at once when the server already has as many open as its limit and
/// none of them is still waiting for its first request head; when one is, the one that has
/// waited longest is closed instead (``OpenConnections/admit(_:)``).
///
/// Hummingbird's `MaximumAvailableConnections` stops accepting instead, which leaves new
/// connections waiting in the kernel's listen queue (and, once it is full, a client's
/// connection attempts unanswered) for as long as the open ones last; a client here learns at
/// once that it was refused.
final class ConnectionLimitHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let connections: OpenConnections
    private var isCounted = false
    private var isRefused = false

    init(_ connections: OpenConnections) {
        self.connections = connections
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive {
            admit(context)
        }
    }

    func channelActive(context: ChannelHandlerContext) {
        context.fireChannelActive()
        admit(context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        release(context)
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        release(context)
    }

    private func admit(_ context: ChannelHandlerContext) {
        guard !isCounted, !isRefused else { return }
        if connections.admit(context.channel) {
            isCounted = true
        } else {
            isRefused = true
            context.close(promise: nil)
        }
    }

    private func release(_ context: ChannelHandlerContext) {
        guard isCounted else { return }
        isCounted = false
        connections.release(context.channel)
    }
}

@available(*, unavailable)
extension ConnectionLimitHandler: Sendable {}
