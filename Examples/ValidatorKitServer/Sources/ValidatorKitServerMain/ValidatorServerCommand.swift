import ArgumentParser
import Hummingbird
import Logging
import ServiceLifecycle
import ValidatorKitServer

/// `validator-server`: validates records submitted to `POST /{form}` with every form spec of a
/// folder.
@main
struct ValidatorServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validator-server",
        abstract: "Validates JSON records POSTed to /{form} with the form specs of a folder.",
        discussion: """
            Every *.json file of the spec folder is a form; its route is the file name without \
            .json (Examples/Specs/payment.json is POST /payment). Answers 201 with the normalized \
            record when every value is valid; 422 with every failure, and 400, 404, 413 or 415, as \
            RFC 9457 problem details in the best language of Accept-Language. GET / lists the \
            forms (a page of links for a browser); GET /openapi.json describes the JSON routes. GET \
            /forms/{form} is the form as a page that validates as you type over the WebSocket \
            /forms/{form}/live.
            """)

    @Option(name: .long, help: "The folder of form specs (default: Examples/Specs of the source tree this was built from).")
    var specs: String = ValidatorServerCommand.defaultSpecFolder

    @Option(name: .long, help: "The address to listen on.")
    var host: String = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on; 0 picks a free one.")
    var port: Int = 8080

    @Option(name: .long, help: "The largest body accepted, in bytes; larger is 413.")
    var maxBodyBytes: Int = SubmissionLimits.defaultMaximumBodySize

    @Option(name: .long, help: "Seconds a connection may wait for a request or the next part of one before it is closed.")
    var idleTimeout: Double = Double(ServerConfiguration.defaultIdleTimeout.components.seconds)

    @Option(name: .long, help: "Seconds a request may take to arrive whole, head to end of body, before its connection is closed.")
    var requestReadTimeout: Double = Double(ServerConfiguration.defaultRequestReadTimeout.components.seconds)

    @Option(name: .long, help: "The most connections open at once; beyond it new ones are closed at once. Keep it below `ulimit -n`.")
    var maxConnections: Int = ServerConfiguration.defaultMaximumConnections

    @Option(name: .long, help: "The most live forms (WebSocket /forms/{form}/live) open at once; beyond it one is closed with code 1013 and a reason.")
    var maxLiveConnections: Int = ServerConfiguration.defaultMaximumLiveConnections

    @Option(name: .long, help: "Seconds a live form's socket may go without a message from the page before it is closed.")
    var liveIdleTimeout: Double = Double(ServerConfiguration.defaultLiveIdleTimeout.components.seconds)

    @Option(name: .long, help: ArgumentHelp(
        "The most wrong one-time codes one client (IP address) may try per code before its codes are otp.too_many_attempts; at most \(ValidationService.maximumFailedCodeAttempts), the limit per code whoever tries.",
        valueName: "count"))
    var maxCodeAttemptsPerClient: Int = ValidationService.maximumFailedCodeAttemptsPerClient

    @Option(name: .long, help: "A host name the server answers for (repeat for more); a request for another Host is 421. Default: localhost, 127.0.0.1 and ::1.")
    var allowedHost: [String] = []

    @Option(name: .long, help: "Seconds open connections may take to end once SIGTERM or SIGINT arrives; then they are closed and the server exits.")
    var shutdownGrace: Double = 5

    @Option(name: .customLong("plugin"), help: ArgumentHelp(
        "A library of validator plugins to load (repeatable), as `validator --plugin` loads one.", valueName: "path"))
    var pluginLibraries: [String] = []

    @Flag(name: .long, help: "Register the `username` plugin on a simulated directory in which admin, alice, bob, root and support are taken: a demonstration, not a service.")
    var demoDirectory = false

    @Flag(name: .long, help: "Also serve POST /_baseline/{form}: everything but the validators, for measurements.")
    var baseline = false

    @Option(name: .long, help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel: String = "info"

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard maxBodyBytes > 0 else { throw ValidationError("--max-body-bytes must be positive") }
        guard idleTimeout > 0 else { throw ValidationError("--idle-timeout must be a positive number of seconds") }
        guard requestReadTimeout > 0 else { throw ValidationError("--request-read-timeout must be a positive number of seconds") }
        guard maxConnections > 0 else { throw ValidationError("--max-connections must be positive") }
        guard liveIdleTimeout > 0 else { throw ValidationError("--live-idle-timeout must be a positive number of seconds") }
        guard shutdownGrace >= 0 else { throw ValidationError("--shutdown-grace must be zero or a positive number of seconds") }
        guard allowedHost.allSatisfy({ !$0.isEmpty }) else { throw ValidationError("--allowed-host must name a host") }
        guard (1...ValidationService.maximumFailedCodeAttempts).contains(maxCodeAttemptsPerClient) else {
            throw ValidationError(
                "--max-code-attempts-per-client must be between 1 and \(ValidationService.maximumFailedCodeAttempts) (the limit per code)")
        }
        guard maxLiveConnections > 0 else { throw ValidationError("--max-live-connections must be positive") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("unknown --log-level '\(logLevel)'") }
    }

    func run() async throws {
        var logger = Logger(label: "validator-server")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        let service: ValidationService
        do {
            service = try ValidationService.load(
                specFolder: specs, pluginLibraries: pluginLibraries, simulatesUsernameDirectory: demoDirectory,
                maximumBodySize: maxBodyBytes,
                replayStore: ValidationService.replayStore(maximumFailedAttemptsPerClient: maxCodeAttemptsPerClient))
        } catch {
            throw ValidationError("cannot start: \(error)")
        }
        let app = buildApplication(
            service: service,
            configuration: ServerConfiguration(
                host: host, port: port, servesBaseline: baseline, idleTimeout: .seconds(idleTimeout),
                requestReadTimeout: .seconds(requestReadTimeout), maximumConnections: maxConnections,
                maximumLiveConnections: maxLiveConnections,
                allowedHosts: allowedHost.isEmpty ? .loopback : HostAllowlist(allowedHost),
                liveIdleTimeout: .seconds(liveIdleTimeout)),
            logger: logger)
        // Hummingbird's runService waits for every connection to end: a live form that ignores
        // the close kept the server up for ever. After the grace period the connections' tasks
        // are cancelled, and a second later the server stops whatever they do.
        var group = ServiceGroupConfiguration(services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        group.maximumGracefulShutdownDuration = .seconds(shutdownGrace)
        group.maximumCancellationDuration = .seconds(1)
        try await ServiceGroup(configuration: group).run()
    }

    /// `Examples/Specs` beside this package in the source tree.
    static var defaultSpecFolder: String {
        let components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        // …/Examples/ValidatorKitServer/Sources/ValidatorKitServerMain/ValidatorServerCommand.swift
        return components.dropLast(4).joined(separator: "/") + "/Specs"
    }
}
