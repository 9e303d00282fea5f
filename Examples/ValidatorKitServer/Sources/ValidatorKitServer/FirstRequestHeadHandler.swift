import NIOCore

/// Closes a new connection whose first request head has not arrived whole within the head
/// deadline: nothing at all for that long after the connection opens, or a head begun but not
/// ended that long after its first byte, however steadily it trickles in.
///
/// With the WebSocket upgrade, Hummingbird's own idle timeout starts only once the first
/// request's head has arrived (and never on an upgraded socket, which a person may leave quiet
/// for as long as they read the form); this covers the time before. The deadline is not
/// restarted by what arrives (a byte every few seconds held a connection for ever when it was),
/// only once by the first byte. The head ends at its first empty line (`CRLF CRLF`, or `LF LF`,
/// which NIO's parser also takes) after a request line, found by a scan of the bytes as they
/// come, each looked at once; from there ``RequestReadTimeoutHandler`` bounds the body, and the
/// connection no longer waits (``OpenConnections/headArrived(_:)``): a newer one cannot take
/// its place. After the first answer (or the upgrade's `101`) it does nothing.
final class FirstRequestHeadHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = NIOAny

    private let timeout: TimeAmount
    private let connections: OpenConnections
    private let outcome: EarlyCloseLogHandler.Outcome
    private var hasAnswered = false
    private var deadline = ChannelDeadline()
    private var hasStarted = false
    private var isDone = false
    /// The line feeds seen since the last byte other than `CR` or `LF`.
    private var lineFeeds = 0
    /// Whether a byte other than `CR` or `LF` has come: empty lines before a request line are
    /// not its head's end.
    private var hasRequestLine = false

    init(timeout: TimeAmount, connections: OpenConnections, outcome: EarlyCloseLogHandler.Outcome) {
        self.timeout = timeout
        self.connections = connections
        self.outcome = outcome
    }

    func handlerAdded(context: ChannelHandlerContext) {
        deadline.restart(context, after: timeout)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if !isDone {
            if !hasStarted {
                hasStarted = true
                deadline.restart(context, after: timeout)
            }
            scan(unwrapInboundIn(data))
            if isDone {
                connections.headArrived(context.channel)
            }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        hasAnswered = true
        if !isDone {
            finish()
            connections.headArrived(context.channel)
        }
        context.write(data, promise: promise)
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline.cancel()
        if !hasAnswered {
            outcome.closedEarly()
        }
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline.cancel()
    }

    /// Looks for the head's end in `bytes`, the next part of the connection.
    private func scan(_ bytes: ByteBuffer) {
        for byte in bytes.readableBytesView {
            switch byte {
            case UInt8(ascii: "\n"):
                lineFeeds += 1
                if lineFeeds == 2, hasRequestLine {
                    finish()
                    return
                }
            case UInt8(ascii: "\r"):
                break
            default:
                lineFeeds = 0
                hasRequestLine = true
            }
        }
    }

    private func finish() {
        isDone = true
        deadline.cancel()
    }
}

@available(*, unavailable)
extension FirstRequestHeadHandler: Sendable {}
