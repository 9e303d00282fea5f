/// Where the service listens, what it accepts and how long it waits: the settings
/// ``buildApplication(service:configuration:logger:onListening:)`` reads.
public struct ServerConfiguration: Sendable, Hashable {
    /// The address to bind, `127.0.0.1` unless told otherwise.
    public var host: String
    /// The port to bind; `0` lets the system choose a free one.
    public var port: Int
    /// Whether `POST /_baseline/{form}` is served: everything a form's route does except running
    /// the validators, for measuring what validation costs. Off in production.
    public var servesBaseline: Bool
    /// How long a connection may go without a whole request head or body part arriving, or
    /// without a request after its last answer, before it is closed: a client that sends half
    /// a request and then nothing is closed after this long.
    public var idleTimeout: Duration
    /// How long a request may take to arrive whole, from its head to the end of its body,
    /// before its connection is closed, however steadily it trickles in.
    public var requestReadTimeout: Duration
    /// The most connections open at once; a connection beyond them is closed as soon as it is
    /// accepted. Each costs a file descriptor, so keep it below the process's limit
    /// (`ulimit -n`).
    public var maximumConnections: Int
    /// The most live forms (`/forms/{form}/live` sockets) open at once; one beyond them is
    /// closed with code `1013` (try again later) and a reason. Each is also a connection.
    public var maximumLiveConnections: Int

    /// The default idle timeout: 10 seconds.
    public static let defaultIdleTimeout = Duration.seconds(10)
    /// The default request read timeout: 30 seconds.
    public static let defaultRequestReadTimeout = Duration.seconds(30)
    /// The default connection limit: 512, below the usual descriptor limit of 1024.
    public static let defaultMaximumConnections = 512
    /// The default live form limit: 100.
    public static let defaultMaximumLiveConnections = 100

    /// Creates a configuration.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, servesBaseline: Bool = false,
        idleTimeout: Duration = Self.defaultIdleTimeout, requestReadTimeout: Duration = Self.defaultRequestReadTimeout,
        maximumConnections: Int = Self.defaultMaximumConnections,
        maximumLiveConnections: Int = Self.defaultMaximumLiveConnections
    ) {
        self.host = host
        self.port = port
        self.servesBaseline = servesBaseline
        self.idleTimeout = idleTimeout
        self.requestReadTimeout = requestReadTimeout
        self.maximumConnections = maximumConnections
        self.maximumLiveConnections = maximumLiveConnections
    }
}
