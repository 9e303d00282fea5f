import NIOCore

/// Closes a new connection on which nothing arrives for the idle timeout before the server first
/// answers: a client that opens a connection, or sends part of its first request head, and then
/// nothing.
///
/// With the WebSocket upgrade, Hummingbird's own idle timeout starts only once the first
/// request's head has arrived (and never on an upgraded socket, which a person may leave quiet
/// for as long as they read the form); this covers the time before. After the first answer (or
/// the upgrade's `101`) it does nothing.
final class FirstRequestIdleHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    typealias OutboundIn = NIOAny

    private let timeout: TimeAmount
    private var deadline = ChannelDeadline()
    private var hasAnswered = false

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        restart(context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        restart(context)
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        hasAnswered = true
        deadline.cancel()
        context.write(data, promise: promise)
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline.cancel()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline.cancel()
    }

    private func restart(_ context: ChannelHandlerContext) {
        guard !hasAnswered else { return }
        deadline.restart(context, after: timeout)
    }
}

@available(*, unavailable)
extension FirstRequestIdleHandler: Sendable {}
