import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// The server's connections: HTTP/1.1 with the WebSocket upgrade of the live form, guarded from
/// the first byte by the connection limit (``ConnectionLimitHandler``) and the deadline of the
/// first request head (``FirstRequestHeadHandler``), with a malformed request answered `400`
/// at once (``MalformedRequestHandler``); once upgraded, the live form's frames are counted and
/// its idle and unread time bounded (``LiveSocketGuard``).
///
/// `HTTP1WebSocketUpgradeChannel` adds its HTTP handlers, and so the ones of the configuration,
/// only once the first request head has decided against an upgrade; the first three go in
/// front of the pipeline when the connection is accepted, the third behind the upgrade's handlers.
///
/// The connection's own logger (HTTP and WebSocket internals) logs at `debug` at the most
/// detailed: at `trace`, the WebSocket layer logs the first bytes of every frame in hex, which
/// is what people type, passwords too.
struct GuardedServerChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let upgrading: HTTP1WebSocketUpgradeChannel
    let connections: OpenConnections
    let idleTimeout: TimeAmount
    let liveLimits: LiveSocketGuard.Limits

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        do {
            try channel.pipeline.syncOperations.addHandlers([
                ConnectionLimitHandler(connections), FirstRequestHeadHandler(timeout: idleTimeout, connections: connections),
                LiveSocketGuard(limits: liveLimits),
            ])
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return upgrading.setup(channel: channel, logger: Self.connectionLogger(logger)).flatMapThrowing { value in
            try channel.pipeline.syncOperations.addHandler(MalformedRequestHandler())
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await upgrading.handle(value: value, logger: Self.connectionLogger(logger))
    }

    /// `logger`, at `debug` when it is set to `trace`.
    static func connectionLogger(_ logger: Logger) -> Logger {
        var logger = logger
        logger.logLevel = max(logger.logLevel, .debug)
        return logger
    }
}
