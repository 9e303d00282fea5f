/// Where the service listens and what it accepts: the settings ``buildApplication(service:configuration:logger:)``
/// reads.
public struct ServerConfiguration: Sendable, Hashable {
    /// The address to bind, `127.0.0.1` unless told otherwise.
    public var host: String
    /// The port to bind; `0` lets the system choose a free one.
    public var port: Int
    /// Whether `POST /_baseline/{form}` is served: everything a form's route does except running
    /// the validators, for measuring what validation costs. Off in production.
    public var servesBaseline: Bool

    /// Creates a configuration.
    public init(host: String = "127.0.0.1", port: Int = 8080, servesBaseline: Bool = false) {
        self.host = host
        self.port = port
        self.servesBaseline = servesBaseline
    }
}
