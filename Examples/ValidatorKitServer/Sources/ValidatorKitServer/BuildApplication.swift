public import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
public import Logging
import NIOCore
import ValidatorKit
import ValidatorKitHummingbird
import ValidatorKitServing

/// The HTTP application: `GET /` (the forms: JSON, or a page of links for `Accept: text/html`),
/// `GET /openapi.json` (the OpenAPI 3.1 document), `POST /{form}` for every form of `service`,
/// and `POST /_baseline/{form}` when the configuration serves the baseline. Every `4xx` is
/// problem details in the best language of `Accept-Language`; a method an address is not served
/// with is `405` with `Allow`.
///
/// The live form: `GET /forms/{form}` (the page, in the best language of `Accept-Language`),
/// `POST /forms/{form}` (the page posted without JavaScript, answered with a page),
/// `GET /assets/form.js` and `GET /assets/form.css`, and the WebSocket `/forms/{form}/live`
/// (``LiveFormSocket``). Every page is sent with `Content-Security-Policy: default-src 'self'`.
///
/// Connections are bounded as `configuration` says: a deadline for the first request head,
/// idle and read timeouts, a limit on how many are open at once, and one on how many live forms;
/// a request NIO cannot parse is `400` at once. Only the hosts of
/// ``ServerConfiguration/allowedHosts`` are answered (`421` for another `Host`).
///
/// `onListening` is called with the bound port once the server accepts connections (useful with
/// port `0`). Log lines name forms, statuses, paths and codes, never a submitted value.
public func buildApplication(
    service: ValidationService,
    configuration: ServerConfiguration,
    logger: Logger,
    onListening: @escaping @Sendable (Int) async -> Void = { _ in }
) -> some ApplicationProtocol {
    var methods: [String: [HTTPRequest.Method]] = [
        "/": [.get], "/openapi.json": [.get], "/assets/form.js": [.get], "/assets/form.css": [.get], "/favicon.ico": [.get],
    ]
    for name in service.catalog.names {
        methods["/\(name)"] = [.post]
        methods["/forms/\(name)"] = [.get, .post]
        methods["/forms/\(name)/live"] = [.get]
        if configuration.servesBaseline {
            methods["/_baseline/\(name)"] = [.post]
        }
    }
    let router = Router(context: ServerRequestContext.self)
    router.add(middleware: ProblemMiddleware())
    router.add(middleware: HostAllowlistMiddleware(allowed: configuration.allowedHosts))
    router.add(middleware: MethodNotAllowedMiddleware(methods: methods))
    router.add(middleware: OneTimeCodeClientMiddleware())
    let listing = service.catalog.listing
    let openAPIDocument = service.catalog.openAPIDocument(title: "validator-server")
    router.get("/") { request, _ in
        guard PageResponse.prefersHTML(request) else {
            return Response(SubmissionAnswer(status: .ok, content: .record(listing)))
        }
        let locale = LanguagePreference.locale(for: request.headers[.acceptLanguage])
        return PageResponse.html(IndexPage.html(of: service.catalog, locale: locale), locale: locale)
    }
    router.get("openapi.json") { _, _ in
        Response(SubmissionAnswer(status: .ok, content: .record(openAPIDocument)))
    }
    router.post(":form") { request, context in
        try await respond(to: request, context: context, service: service, validating: true, logger: logger)
    }
    PageRoutes.add(to: router, service: service, allowedHosts: configuration.allowedHosts, logger: logger)
    if configuration.servesBaseline {
        router.post("_baseline/:form") { request, context in
            try await respond(to: request, context: context, service: service, validating: false, logger: logger)
        }
    }
    let connections = OpenConnections(limit: configuration.maximumConnections)
    let liveConnections = OpenConnections(limit: configuration.maximumLiveConnections)
    let liveResponder = LiveFormSocket.router(
        service: service, connections: liveConnections, allowedHosts: configuration.allowedHosts, logger: logger).buildResponder()
    let readTimeout = TimeAmount(configuration.requestReadTimeout)
    let idleTimeout = TimeAmount(configuration.idleTimeout)
    let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(
        http1: HTTP1Channel.Configuration(
            additionalChannelHandlers: [RequestReadTimeoutHandler(timeout: readTimeout)], idleTimeout: idleTimeout,
            // Headers of 16 KiB in all (8 KiB a field, 100 fields) are more than a browser sends;
            // a larger head is refused by NIO's parser, `400`, before anything reads it.
            httpDecoderConfiguration: .init(maxHeaderFieldSize: 8 * 1024, maxHeaderListSize: 16 * 1024, maxHeaderFieldCount: 100)),
        ws: WebSocketServerConfiguration(maxFrameSize: LiveFormSocket.maximumFrameBytes))
    return Application(
        router: router,
        server: HTTPServerBuilder { responder in
            GuardedServerChannel(
                upgrading: HTTP1WebSocketUpgradeChannel(
                    responder: responder, webSocketResponder: liveResponder, configuration: channelConfiguration),
                connections: connections, idleTimeout: idleTimeout,
                upgradeRefusal: { request in
                    LiveFormSocket.form(inPath: request.uri.path).flatMap {
                        LiveFormSocket.refusal(of: request, form: $0, service: service, allowedHosts: configuration.allowedHosts)
                    }
                },
                liveLimits: LiveSocketGuard.Limits(
                    idleTimeout: TimeAmount(configuration.liveIdleTimeout),
                    stalledWriteTimeout: TimeAmount(configuration.stalledWriteTimeout)))
        },
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

/// Answers a record posted to a form: judged with the integration's one call
/// (`Request.submission(validatedBy:context:accepting:)`, JSON only: the form posted without
/// JavaScript has its own route), `201` with the normalized record without its secure fields, or
/// the refusal's problem details; on the baseline route, read but not judged (`200`).
private func respond(
    to request: Request, context: some RequestContext, service: ValidationService, validating: Bool, logger: Logger
) async throws -> Response {
    let form = context.parameters.get("form") ?? ""
    let locale = LanguagePreference.locale(for: request.headers[.acceptLanguage])
    let answer = try await judge(request, context: context, form: form, service: service, validating: validating, locale: locale)
    if logger.logLevel <= .debug {
        let problem = answer.problem
        let failures = (problem?.errors ?? []).map { "\($0.path) \($0.code)" }.joined(separator: "; ")
        logger.debug(
            "answered",
            metadata: ["form": "\(form)", "status": "\(answer.status.code)", "code": "\(problem?.code ?? "")", "failures": "\(failures)"])
    }
    return Response(answer)
}

private func judge(
    _ request: Request, context: some RequestContext, form: String, service: ValidationService, validating: Bool,
    locale: MessageLocale
) async throws -> SubmissionAnswer {
    guard let served = service.catalog.forms[form] else {
        return service.unknownForm(in: locale)
    }
    guard validating else {
        if let refusal = service.refusal(form: form, contentType: request.headers[.contentType], locale: locale) {
            return refusal
        }
        let limit = served.limits.maximumBodySize
        guard let body = try await request.collectedBody(upTo: limit) else {
            return SubmissionRefusal.tooLarge(limit: limit, in: locale).answer
        }
        return await service.answer(form: form, contentType: request.headers[.contentType], body: body, validating: false, locale: locale)
    }
    do {
        let submitted = try await request.submission(validatedBy: served, context: context, accepting: [.json])
        // The record without its secure fields: a password or a security code is not sent back.
        return SubmissionAnswer(status: .created, content: .record(served.withoutSecureFields(submitted.value)), locale: locale)
    } catch let refusal as SubmissionRefusal {
        return refusal.answer
    }
}
