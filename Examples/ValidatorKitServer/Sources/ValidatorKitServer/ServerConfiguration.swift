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
    /// How long a connection may go without a request after its last answer, or without a body
    /// part arriving, before it is closed; and how long a first request head may take to arrive
    /// whole from its first byte (a head trickled a byte at a time is closed after this long).
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
    /// How long a live form's socket may go without a message from the page before it is
    /// closed (pings do not count): a page left open, or a client that stopped reading.
    public var liveIdleTimeout: Duration
    /// How long a connection may leave the server's answers unread, its outbound buffer full,
    /// before it is closed.
    public var stalledWriteTimeout: Duration
    /// The hosts the server answers for: a request whose `Host` names another is `421`, and the
    /// live form's socket opens only for a page of one of them. Loopback names by default.
    public var allowedHosts: HostAllowlist

    /// The default idle timeout: 10 seconds.
    public static let defaultIdleTimeout = Duration.seconds(10)
    /// The default request read timeout: 30 seconds.
    public static let defaultRequestReadTimeout = Duration.seconds(30)
    /// The default connection limit: 512, below the usual descriptor limit of 1024.
    public static let defaultMaximumConnections = 512
    /// The default live form limit: 100.
    public static let defaultMaximumLiveConnections = 100
    /// The default idle timeout of a live form: 5 minutes.
    public static let defaultLiveIdleTimeout = Duration.seconds(300)
    /// The default stalled-write timeout: 10 seconds.
    public static let defaultStalledWriteTimeout = Duration.seconds(10)

    /// Creates a configuration.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, servesBaseline: Bool = false,
        idleTimeout: Duration = Self.defaultIdleTimeout, requestReadTimeout: Duration = Self.defaultRequestReadTimeout,
        maximumConnections: Int = Self.defaultMaximumConnections,
        maximumLiveConnections: Int = Self.defaultMaximumLiveConnections, allowedHosts: HostAllowlist = .loopback,
        liveIdleTimeout: Duration = Self.defaultLiveIdleTimeout, stalledWriteTimeout: Duration = Self.defaultStalledWriteTimeout
    ) {
        self.host = host
        self.port = port
        self.servesBaseline = servesBaseline
        self.idleTimeout = idleTimeout
        self.requestReadTimeout = requestReadTimeout
        self.maximumConnections = maximumConnections
        self.maximumLiveConnections = maximumLiveConnections
        self.allowedHosts = allowedHosts
        self.liveIdleTimeout = liveIdleTimeout
        self.stalledWriteTimeout = stalledWriteTimeout
    }
}
