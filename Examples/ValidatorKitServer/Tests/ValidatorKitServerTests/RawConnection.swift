#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NIOCore
import NIOPosix

/// A plain TCP connection to the server under test, for what an HTTP client does not do: send
/// half a request and then nothing, and watch the server close the connection.
struct RawConnection {
    private let channel: any Channel
    /// Every byte the server sent, complete once it closed the connection.
    let receivedBytes: EventLoopFuture<ByteBuffer>

    /// Everything the server sent as text, complete once it closed the connection.
    var received: EventLoopFuture<String> {
        receivedBytes.map { String(buffer: $0) }
    }

    /// Connects to `127.0.0.1:port` from `source`, a loopback address of this machine (on Linux
    /// every address of 127.0.0.0/8 is), so that the server sees another client.
    static func open(
        port: Int, from source: String = "127.0.0.1", group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton
    ) async throws -> RawConnection {
        let promise = group.next().makePromise(of: ByteBuffer.self)
        let channel = try await ClientBootstrap(group: group)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(ReceivedBytes(promise))
                }
            }
            .bind(to: try SocketAddress(ipAddress: source, port: 0))
            .connect(host: "127.0.0.1", port: port).get()
        return RawConnection(channel: channel, receivedBytes: promise.futureResult)
    }

    /// Sends `text` as it is.
    func send(_ text: String) async throws {
        try await channel.writeAndFlush(ByteBuffer(string: text)).get()
    }

    /// Sends `bytes` as they are.
    func send(bytes: [UInt8]) async throws {
        try await channel.writeAndFlush(ByteBuffer(bytes: bytes)).get()
    }

    /// Whether the connection is closed, by either side.
    var isClosed: Bool {
        !channel.isActive
    }

    /// Closes the connection from this side.
    func close() async {
        try? await channel.close().get()
    }

    /// A whole `POST` of `body` to `path` that asks the server to close the connection after
    /// answering; ``received`` is then the whole answer.
    static func completeRequest(_ path: String, body: String) -> String {
        "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
    }

    /// Raises this process's soft limit on open files to its hard limit, and answers the limit.
    static func raiseDescriptorLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        return Int(clamping: limit.rlim_cur)
    }
}

/// Collects what the server sends, handed over when the connection closes.
private final class ReceivedBytes: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let promise: EventLoopPromise<ByteBuffer>
    private var bytes = ByteBuffer()

    init(_ promise: EventLoopPromise<ByteBuffer>) {
        self.promise = promise
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var part = unwrapInboundIn(data)
        bytes.writeBuffer(&part)
    }

    func channelInactive(context: ChannelHandlerContext) {
        promise.succeed(bytes)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A reset is a close too; what was received so far is the answer.
        context.close(promise: nil)
    }
}
