import ArgumentParser
import ValidatorKitServing
import ValidatorKitVaporServer
import Vapor

/// `validator-vapor-server`: validator-server's JSON routes on Vapor, with the same options.
@main
struct ValidatorVaporServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validator-vapor-server",
        abstract: "Validates JSON records POSTed to /{form} with the form specs of a folder, on Vapor.",
        discussion: """
            Every *.json file of the spec folder is a form; its route is the file name without .json. \
            Answers as validator-server does: 201 with the normalized record, 422 with every failure, \
            400, 404, 413 or 415, as RFC 9457 problem details in the best language of Accept-Language; \
            GET / lists the forms; GET /openapi.json describes the routes.
            """)

    @ArgumentParser.Option(name: .long, help: "The folder of form specs (default: Examples/Specs of the source tree this was built from).")
    var specs: String = ValidatorVaporServerCommand.defaultSpecFolder

    @ArgumentParser.Option(name: .long, help: "The address to listen on.")
    var host: String = "127.0.0.1"

    @ArgumentParser.Option(name: .long, help: "The port to listen on; 0 picks a free one.")
    var port: Int = 8080

    @ArgumentParser.Flag(name: .long, help: "Register the `username` plugin on a simulated directory in which admin, alice, bob, root and support are taken: a demonstration, not a service.")
    var demoDirectory = false

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        let service: ValidationService
        do {
            service = try ValidationService.load(specFolder: specs, simulatesUsernameDirectory: demoDirectory)
        } catch {
            throw ValidationError("cannot start: \(error)")
        }
        // Vapor's `serve` command (SIGTERM and SIGINT end it), on the address of these options.
        let app = try await Application.make(Environment(name: "production", arguments: ["validator-vapor-server", "serve"]))
        app.http.server.configuration.hostname = host
        app.http.server.configuration.port = port
        app.http.server.configuration.serverName = "validator-vapor-server"
        configureApplication(app, service: service)
        do {
            try await app.execute()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    /// `Examples/Specs` beside this package in the source tree.
    static var defaultSpecFolder: String {
        let components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        // …/Examples/ValidatorKitVaporServer/Sources/ValidatorKitVaporServerMain/ValidatorVaporServerCommand.swift
        return components.dropLast(4).joined(separator: "/") + "/Specs"
    }
}
