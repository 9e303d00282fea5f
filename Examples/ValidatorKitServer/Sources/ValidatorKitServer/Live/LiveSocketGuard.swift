import NIOCore

/// Watches a connection's bytes once it has been upgraded to the live form's WebSocket, below
/// the WebSocket layer, and closes it when it breaks a bound the layer above cannot see:
///
/// - more than ``LiveFormSocket/maximumFramesPerSecond`` frames in a second, of any kind: empty
///   continuation frames, pings and pongs count (the WebSocket library answers pings and
///   gathers continuations before a message reaches the form, so neither was counted);
/// - a message in more than ``LiveFormSocket/maximumFramesPerMessage`` frames;
/// - no text or binary message begun for the live idle timeout (a page left open, or a client
///   whose answers are not read: the form stops reading while an answer waits to be written);
/// - answers it has not read for the stalled-write timeout (the connection's outbound buffer
///   stays full).
///
/// It reads only the frames' headers (2 to 14 bytes each) and skips their payloads, so it never
/// holds what was typed. Closing, it sends a close frame (`1008`, policy violation, with a
/// reason) and closes the connection. Frames start right after the first request head; those a
/// client sends before the `101` are counted too (a bound they break closes the socket as soon
/// as it is upgraded). When the first answer is no `101`, it does nothing more.
final class LiveSocketGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    /// The bounds, from ``ServerConfiguration``.
    struct Limits {
        let idleTimeout: TimeAmount
        let stalledWriteTimeout: TimeAmount
    }

    private enum Stage {
        /// No answer yet.
        case beforeUpgrade
        /// The first answer was not a `101`: an HTTP connection, not watched.
        case notUpgraded
        case upgraded
    }

    private let limits: Limits
    private var stage = Stage.beforeUpgrade
    /// The end of the first request head, found as in ``FirstRequestHeadHandler``: frames
    /// start right after it. Frames a client sends before the `101` (which RFC 6455 forbids,
    /// and NIO replays once upgraded) are parsed and counted too, so none goes unseen and the
    /// parser never starts inside one; a bound they break closes the socket once it is upgraded.
    private var lineFeeds = 0
    private var hasRequestLine = false
    private var isPastHead = false
    private var pendingViolation: String?
    private var parser = WebSocketFrameHeaderParser()
    private var rate = EditRate(limit: LiveFormSocket.maximumFramesPerSecond)
    private var framesInMessage = 0
    private var idle = ChannelDeadline()
    private var stalled = ChannelDeadline()
    private var isClosing = false

    init(limits: Limits) {
        self.limits = limits
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .notUpgraded = stage {
            context.fireChannelRead(data)
            return
        }
        guard !isClosing else { return }
        let bytes = unwrapInboundIn(data)
        var frames = bytes.readableBytesView[...]
        if !isPastHead {
            frames = afterHead(frames)
        }
        var violation = pendingViolation
        parser.parse(frames) { frame in
            guard violation == nil else { return }
            violation = admit(frame, context: context)
        }
        guard let violation else {
            context.fireChannelRead(data)
            return
        }
        if case .upgraded = stage {
            close(context, reason: violation)
        } else {
            // Not upgraded yet: closed once the `101` is written.
            pendingViolation = violation
            context.fireChannelRead(data)
        }
    }

    /// The part of `bytes` after the first request head's end; none while it has not ended.
    private func afterHead(_ bytes: ByteBufferView.SubSequence) -> ByteBufferView.SubSequence {
        var index = bytes.startIndex
        while index != bytes.endIndex, !isPastHead {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                lineFeeds += 1
                if lineFeeds == 2, hasRequestLine { isPastHead = true }
            case UInt8(ascii: "\r"):
                break
            default:
                lineFeeds = 0
                hasRequestLine = true
            }
            index = bytes.index(after: index)
        }
        return isPastHead ? bytes[index...] : bytes[bytes.endIndex...]
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .beforeUpgrade = stage {
            if case .byteBuffer(let buffer) = unwrapOutboundIn(data), buffer.readableBytesView.starts(with: Self.switching) {
                stage = .upgraded
                idle.restart(context, after: limits.idleTimeout)
                context.write(data, promise: promise)
                if let pendingViolation {
                    close(context, reason: pendingViolation)
                }
                return
            } else {
                stage = .notUpgraded
            }
        }
        context.write(data, promise: promise)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if case .upgraded = stage {
            if context.channel.isWritable {
                stalled.cancel()
            } else {
                stalled.restart(context, after: limits.stalledWriteTimeout)
            }
        }
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        idle.cancel()
        stalled.cancel()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        idle.cancel()
        stalled.cancel()
    }

    /// Counts `frame`; the reason to close when it breaks a bound.
    private func admit(_ frame: WebSocketFrameHeaderParser.Frame, context: ChannelHandlerContext) -> String? {
        guard rate.admit() else {
            return "More than \(LiveFormSocket.maximumFramesPerSecond) frames in a second"
        }
        switch frame.opcode {
        case 0x1, 0x2:
            framesInMessage = 1
            if case .upgraded = stage {
                idle.restart(context, after: limits.idleTimeout)
            }
        case 0x0:
            framesInMessage += 1
            guard framesInMessage <= LiveFormSocket.maximumFramesPerMessage else {
                return "A message is at most \(LiveFormSocket.maximumFramesPerMessage) frames"
            }
        default:
            break
        }
        return nil
    }

    /// Sends a close frame with `reason` (code 1008) past every layer above, and closes.
    private func close(_ context: ChannelHandlerContext, reason: String) {
        isClosing = true
        idle.cancel()
        stalled.cancel()
        let reasonBytes = Array(reason.utf8.prefix(123))
        var frame = context.channel.allocator.buffer(capacity: 4 + reasonBytes.count)
        frame.writeBytes([0x88, UInt8(2 + reasonBytes.count), 0x03, 0xF0])
        frame.writeBytes(reasonBytes)
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(frame)), promise: nil)
        context.close(promise: nil)
    }

    /// `HTTP/1.1 101`, the start of the upgrade's answer.
    private static let switching = Array("HTTP/1.1 101".utf8)
}

@available(*, unavailable)
extension LiveSocketGuard: Sendable {}
