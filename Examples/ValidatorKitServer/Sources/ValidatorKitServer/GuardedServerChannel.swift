import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// The server's connections: HTTP/1.1 with the WebSocket upgrade of the live form, guarded from
/// the first byte by the connection limit (``ConnectionLimitHandler``) and the deadline of the
/// first request head (``FirstRequestHeadHandler``), with a malformed request answered `400`
/// at once (``MalformedRequestHandler``) and an upgrade the live form refuses answered as the
/// request without it is (``DeclinedUpgradeHandler``); once upgraded, the live form's frames are counted and
/// its idle and unread time bounded (``LiveSocketGuard``).
///
/// `HTTP1WebSocketUpgradeChannel` adds its HTTP handlers, and so the ones of the configuration,
/// only once the first request head has decided against an upgrade; the first three go in
/// front of the pipeline when the connection is accepted, ``MalformedRequestHandler`` behind the
/// upgrade's handlers and ``DeclinedUpgradeHandler`` just in front of the upgrade handler.
///
/// The connection's own logger (HTTP and WebSocket internals) logs at `debug` at the most
/// detailed: at `trace`, the WebSocket layer logs the first bytes of every frame in hex, which
/// is what people type, passwords too. A connection closed before its first request was read
/// is no error (``EarlyCloseLogHandler``).
struct GuardedServerChannel: ServerChildChannel {
    /// The upgrading channel's value, and whether the connection closed before its first request.
    struct Value: ServerChildChannelValue {
        let upgrading: HTTP1WebSocketUpgradeChannel.Value
        let outcome: EarlyCloseLogHandler.Outcome

        var channel: any Channel { upgrading.channel }
    }

    let upgrading: HTTP1WebSocketUpgradeChannel
    let connections: OpenConnections
    let idleTimeout: TimeAmount
    let upgradeRefusal: DeclinedUpgradeHandler.Refusal
    let liveLimits: LiveSocketGuard.Limits

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let outcome = EarlyCloseLogHandler.Outcome()
        do {
            try channel.pipeline.syncOperations.addHandlers([
                ConnectionLimitHandler(connections),
                FirstRequestHeadHandler(timeout: idleTimeout, connections: connections, outcome: outcome),
                LiveSocketGuard(limits: liveLimits),
            ])
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return upgrading.setup(channel: channel, logger: Self.connectionLogger(logger, outcome)).flatMapThrowing { value in
            try channel.pipeline.syncOperations.addHandler(MalformedRequestHandler(outcome: outcome))
            let upgrader = try channel.pipeline.syncOperations.handler(
                type: NIOTypedHTTPServerUpgradeHandler<HTTP1WebSocketUpgradeChannel.UpgradeResult>.self)
            try channel.pipeline.syncOperations.addHandler(DeclinedUpgradeHandler(refusal: upgradeRefusal), position: .before(upgrader))
            return Value(upgrading: value, outcome: outcome)
        }
    }

    func handle(value: Value, logger: Logger) async {
        await upgrading.handle(value: value.upgrading, logger: Self.connectionLogger(logger, value.outcome))
    }

    /// `logger`, at `debug` when it is set to `trace`, its errors about a connection closed
    /// before its first request at `debug` too.
    static func connectionLogger(_ logger: Logger, _ outcome: EarlyCloseLogHandler.Outcome) -> Logger {
        var logger = logger
        logger.logLevel = max(logger.logLevel, .debug)
        logger.handler = EarlyCloseLogHandler(wrapped: logger.handler, outcome: outcome)
        return logger
    }
}
