import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// The WebSocket a page of the live form opens, on SwiftNIO's WebSocket upgrader: the upgrade
/// request carries exactly the headers a browser's would for the page (`Host: 127.0.0.1:PORT`,
/// `Origin: http://127.0.0.1:PORT`).
///
/// Not hummingbird-websocket's `WebSocketClient`: it writes an `Origin` of its own
/// (`ws://HOST`, without the port) and adds a second one for `additionalHeaders`, so the server,
/// which accepts only its pages' origin, refuses its upgrade, as it should.
enum PageSocket {
    /// The socket after the upgrade: frames in and out.
    typealias Connection = NIOAsyncChannel<WebSocketFrame, WebSocketFrame>

    private enum Upgrade {
        case upgraded(Connection)
        case refused
    }

    /// Opens `path` on `host`:`port` as a page of `origin` does; throws when the server does not
    /// upgrade.
    static func open(host: String, port: Int, path: String, origin: String) async throws -> Connection {
        let upgrade: EventLoopFuture<Upgrade> = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(maxFrameSize: 1 << 16) { channel, _ in
                        channel.eventLoop.makeCompletedFuture {
                            .upgraded(try Connection(wrappingChannelSynchronously: channel))
                        }
                    }
                    var headers = HTTPHeaders()
                    headers.add(name: "Host", value: "\(host):\(port)")
                    headers.add(name: "Origin", value: origin)
                    let request = HTTPRequestHead(version: .http1_1, method: .GET, uri: path, headers: headers)
                    var configuration = NIOUpgradableHTTPClientPipelineConfiguration(
                        upgradeConfiguration: NIOTypedHTTPClientUpgradeConfiguration(
                            upgradeRequestHead: request, upgraders: [upgrader],
                            notUpgradingCompletionHandler: { channel in channel.eventLoop.makeSucceededFuture(.refused) }))
                    configuration.leftOverBytesStrategy = .forwardBytes
                    return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(configuration: configuration)
                }
            }
        switch try await upgrade.get() {
        case .upgraded(let connection):
            return connection
        case .refused:
            throw LoadFailure("the server did not upgrade \(path) for the origin \(origin)")
        }
    }

    /// A text message as a client sends it: one final frame, masked.
    static func text(_ text: String) -> WebSocketFrame {
        WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: ByteBuffer(string: text))
    }
}
