import ArgumentParser
import Hummingbird
import Logging
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
            .json (Examples/Specs/payment.json is POST /payment). Answers 201 when every field \
            is valid, 422 with every failing field, 400, 404, 413 or 415 with a code and a message.
            """)

    @Option(name: .long, help: "The folder of form specs (default: Examples/Specs of the source tree this was built from).")
    var specs: String = ValidatorServerCommand.defaultSpecFolder

    @Option(name: .long, help: "The address to listen on.")
    var host: String = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on; 0 picks a free one.")
    var port: Int = 8080

    @Option(name: .long, help: "The largest body accepted, in bytes; larger is 413.")
    var maxBodyBytes: Int = ValidationService.defaultMaximumBodySize

    @Flag(name: .long, help: "Also serve POST /_baseline/{form}: everything but the validators, for measurements.")
    var baseline = false

    @Option(name: .long, help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel: String = "info"

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard maxBodyBytes > 0 else { throw ValidationError("--max-body-bytes must be positive") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("unknown --log-level '\(logLevel)'") }
    }

    func run() async throws {
        var logger = Logger(label: "validator-server")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        let service: ValidationService
        do {
            service = try ValidationService.load(specFolder: specs, maximumBodySize: maxBodyBytes)
        } catch {
            throw ValidationError("cannot start: \(error)")
        }
        let app = buildApplication(
            service: service,
            configuration: ServerConfiguration(host: host, port: port, servesBaseline: baseline),
            logger: logger)
        try await app.runService()
    }

    /// `Examples/Specs` beside this package in the source tree.
    static var defaultSpecFolder: String {
        let components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        // …/Examples/ValidatorKitServer/Sources/ValidatorKitServerMain/ValidatorServerCommand.swift
        return components.dropLast(4).joined(separator: "/") + "/Specs"
    }
}
