#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import Hummingbird
public import Logging
import NIOCore

/// The HTTP application: `POST /{form}` for every form of `service`, and `POST /_baseline/{form}`
/// when the configuration serves the baseline.
///
/// `onListening` is called with the bound port once the server accepts connections (useful with
/// port `0`). Log lines name forms, statuses, paths and codes, never a submitted value.
public func buildApplication(
    service: ValidationService,
    configuration: ServerConfiguration,
    logger: Logger,
    onListening: @escaping @Sendable (Int) async -> Void = { _ in }
) -> some ApplicationProtocol {
    let router = Router()
    router.post(":form") { request, context in
        try await respond(to: request, context: context, service: service, validating: true, logger: logger)
    }
    if configuration.servesBaseline {
        router.post("_baseline/:form") { request, context in
            try await respond(to: request, context: context, service: service, validating: false, logger: logger)
        }
    }
    return Application(
        router: router,
        configuration: ApplicationConfiguration(
            address: .hostname(configuration.host, port: configuration.port), serverName: "validator-server"),
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? configuration.port
            logger.info(
                "listening",
                metadata: ["address": "\(configuration.host):\(port)", "forms": "\(service.catalog.names.joined(separator: ","))"])
            await onListening(port)
        },
        logger: logger
    )
}

/// Reads the body (no more than the limit) and answers with the service's judgement as JSON.
private func respond(
    to request: Request, context: some RequestContext, service: ValidationService, validating: Bool, logger: Logger
) async throws -> Response {
    let form = context.parameters.get("form") ?? ""
    let answer = await judge(request, form: form, service: service, validating: validating)
    if logger.logLevel <= .debug {
        let failures = (answer.body.errors ?? []).map { "\($0.path) \($0.code)" }.joined(separator: "; ")
        logger.debug(
            "answered",
            metadata: ["form": "\(form)", "status": "\(answer.status.code)", "code": "\(answer.body.code ?? "")", "failures": "\(failures)"])
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = try encoder.encode(answer.body)
    return Response(
        status: answer.status,
        headers: [.contentType: "application/json"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: json)))
}

private func judge(_ request: Request, form: String, service: ValidationService, validating: Bool) async -> ServiceAnswer {
    if let refusal = service.refusal(form: form, contentType: request.headers[.contentType]) {
        return refusal
    }
    if let length = request.headers[.contentLength].flatMap(Int.init), length > service.maximumBodySize {
        return service.tooLarge
    }
    let body: ByteBuffer
    do {
        body = try await request.body.collect(upTo: service.maximumBodySize)
    } catch {
        return service.tooLarge
    }
    return service.answer(
        form: form, contentType: request.headers[.contentType], body: body.readableBytesView, validating: validating)
}
