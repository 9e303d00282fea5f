import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The context of every request the server answers, the live form's upgrade requests too: the
/// address of the client's end of the connection, for the one-time-code limit per client
/// (``OneTimeCodeClientMiddleware``).
struct ServerRequestContext: RequestContext, RemoteAddressRequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    /// The peer's address as the socket reports it (no proxy header is believed).
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        webSocket = WebSocketHandlerReference()
        remoteAddress = source.channel.remoteAddress
    }

    /// Who tries one-time codes on this connection, as `OneTimePasswordClient.key` names a
    /// client: the peer's IP address without its port (each connection has a port of its own);
    /// nil when the socket has no IP address.
    var oneTimeCodeClient: String? {
        remoteAddress?.ipAddress
    }
}
