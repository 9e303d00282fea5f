import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// The server's connections: HTTP/1.1 with the WebSocket upgrade of the live form, guarded from
/// the first byte by the connection limit (``ConnectionLimitHandler``) and the idle timeout
/// before the first answer (``FirstRequestIdleHandler``).
///
/// `HTTP1WebSocketUpgradeChannel` adds its HTTP handlers, and so the ones of the configuration,
/// only once the first request head has decided against an upgrade; these two go in front of
/// the pipeline when the connection is accepted.
struct GuardedServerChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let upgrading: HTTP1WebSocketUpgradeChannel
    let connections: OpenConnections
    let idleTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        do {
            try channel.pipeline.syncOperations.addHandlers([
                ConnectionLimitHandler(connections), FirstRequestIdleHandler(timeout: idleTimeout),
            ])
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return upgrading.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await upgrading.handle(value: value, logger: logger)
    }
}
