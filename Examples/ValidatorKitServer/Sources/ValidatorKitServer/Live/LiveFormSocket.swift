import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOWebSocket
import ValidatorKit
import ValidatorKitOTP
import ValidatorKitServing

/// The live form's socket, `GET /forms/{form}/live`: each connection runs a
/// ``LiveFormConnection`` on the form in the page's language (`?lang=`, else `Accept-Language`).
///
/// Safe by default: only the page's own origin is upgraded (``isPageOrigin(_:)``); a message is
/// at most ``maximumMessageBytes``; at most ``maximumEditsPerSecond`` messages a second; at most
/// ``ServerConfiguration/maximumLiveConnections`` connections. Beyond a limit the socket is
/// closed with a close code and a reason. Log lines name the form and the close reason, never
/// what was typed.
enum LiveFormSocket {
    /// The largest message read, in bytes of UTF-8.
    static let maximumMessageBytes = 4096
    /// The most messages a connection may send in any second.
    static let maximumEditsPerSecond = 200
    /// The most characters a field without sections or a stated `maxLength` takes in a live
    /// form; an edit past it is refused (``LiveMessageError/tooLong(field:limit:adding:)``), so
    /// what one message makes the server send is bounded.
    static let maximumFieldCharacters = 256
    /// The most frames of any kind (continuations, pings and pongs too) a connection may send in
    /// any second (``LiveSocketGuard``).
    static let maximumFramesPerSecond = 400
    /// The most frames one message may be sent in.
    static let maximumFramesPerMessage = 64
    /// The largest frame the socket reads at all: a larger message is closed by the WebSocket
    /// layer (`1009`, no reason); up to it, ``maximumMessageBytes`` is checked here with a reason.
    static let maximumFrameBytes = 16 * 1024

    /// Why a connection is closed by the server.
    struct Closing {
        let code: WebSocketErrorCode
        let reason: String
    }

    /// The router of the upgrade requests.
    static func router(
        service: ValidationService, connections: OpenConnections, allowedHosts: HostAllowlist, logger: Logger
    ) -> Router<ServerRequestContext> {
        let router = Router(context: ServerRequestContext.self)
        router.ws("forms/:form/live") { request, context in
            // Upgraded only when ``DeclinedUpgradeHandler``, deciding on the same head, has nothing
            // to answer and has left the pipeline; a refusal it answers: 404, or 403 for a foreign origin.
            guard let form = form(inPath: request.uri.path), form == context.parameters.get("form"),
                refusal(of: request, form: form, service: service, allowedHosts: allowedHosts) == nil
            else { return .dontUpgrade }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let form = context.requestContext.parameters.get("form") ?? ""
            guard let served = service.catalog.forms[form] else { return }
            guard connections.open() else {
                logger.notice("live connection refused", metadata: ["form": "\(form)", "reason": "connection limit"])
                try await outbound.close(
                    .unknown(1013), reason: "The server has its most live forms open (\(connections.limit)); try again later")
                return
            }
            defer { connections.close() }
            let locale = language(of: context.request)
            // Codes submitted on the socket count against its client, as over HTTP.
            let closing = try await OneTimePasswordClient.$key.withValue(context.requestContext.oneTimeCodeClient) {
                try await serve(served, locale: locale, registry: service.catalog.registry, inbound: inbound, outbound: outbound)
            }
            if let closing {
                logger.notice("live connection closed", metadata: ["form": "\(form)", "reason": "\(closing.reason)"])
                try await outbound.close(closing.code, reason: closing.reason)
            }
        }
        return router
    }

    /// The answer to a request to open the live form `form` that is refused, whether it asks for
    /// the upgrade or not; nil when `request` may open it. `404` problem details (`form.unknown`)
    /// for a form the service does not have, and `403` for a request that does not come from one
    /// of the server's pages (``isPageOrigin(_:allowedHosts:)``): `about:blank` with the code
    /// `live.origin` and a detail in the page's language (``language(of:)``).
    static func refusal(of request: Request, form: String, service: ValidationService, allowedHosts: HostAllowlist) -> SubmissionAnswer? {
        let locale = language(of: request)
        guard service.catalog.forms[form] != nil else {
            return service.unknownForm(in: locale)
        }
        guard isPageOrigin(request, allowedHosts: allowedHosts) else {
            let problem = ProblemDetails(
                type: "about:blank", title: "Forbidden", status: 403, detail: PageWords.text("foreign-origin", in: locale),
                code: foreignOriginCode)
            return SubmissionAnswer(status: .forbidden, content: .problem(problem), locale: locale)
        }
        return nil
    }

    /// The form of a live form's path, `/forms/{form}/live`, read as the router reads it (empty
    /// segments skipped); nil for another path.
    static func form(inPath path: String) -> String? {
        let segments = path.split(separator: "/")
        guard segments.count == 3, segments[0] == "forms", segments[2] == "live" else { return nil }
        return String(segments[1])
    }

    /// The `code` of the `403` answered to a live form opened from elsewhere than the server's pages.
    static let foreignOriginCode = "live.origin"

    /// Whether the request comes from a page of this server: its `Host` is one of
    /// `allowedHosts` and an `Origin` field is `http://` and that `Host`. A request without one
    /// is refused, and so is a page of a host the server does not answer for, even one whose
    /// name leads to this address (DNS rebinding: `Host` and `Origin` agree there).
    ///
    /// A browser sends one `Origin`, which a page cannot set, so a page of another origin is
    /// refused. A client that is not a browser may send what it likes; some send two (Hummingbird's
    /// `WebSocketClient` adds `ws://HOST` without the port before the caller's own), and one of
    /// them must be this server's.
    static func isPageOrigin(_ request: Request, allowedHosts: HostAllowlist) -> Bool {
        guard let host = request.head.authority, allowedHosts.allows(authority: host) else { return false }
        let page = "http://" + host.lowercased()
        return request.headers[values: .origin].contains { $0.lowercased() == page }
    }

    /// The page's language: `?lang=` when given, else the best of `Accept-Language`.
    static func language(of request: Request) -> MessageLocale {
        LanguagePreference.locale(for: request.uri.queryParameters["lang"].map(String.init) ?? request.headers[.acceptLanguage])
    }

    /// Runs one connection until the page closes it (nil) or a limit is passed.
    private static func serve(
        _ served: ServedForm, locale: MessageLocale, registry: ValidatorRegistry, inbound: WebSocketInboundStream,
        outbound: WebSocketOutboundWriter
    ) async throws -> Closing? {
        let (batches, output) = AsyncStream<LiveOutputBatch>.makeStream()
        let (wakes, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let connection = try LiveFormConnection(spec: served.spec, registry: registry, locale: locale, output: output, wake: wake)
        // The one writer: batches in the order they were made, each message a text frame.
        let writer = Task {
            var isOpen = true
            for await batch in batches {
                for text in batch.texts where isOpen {
                    do {
                        try await outbound.write(.text(text))
                    } catch {
                        isOpen = false
                    }
                }
                batch.written?.resume()
            }
        }
        await connection.start()
        let checks = Task { await connection.runChecks() }
        let clock = Task {
            for await _ in wakes {
                await connection.timePassed()
            }
        }
        let closing = await read(inbound, into: connection)
        checks.cancel()
        wake.finish()
        await clock.value
        output.finish()
        await writer.value
        return closing
    }

    /// Reads the page's messages and applies them in order; the closing when a limit is passed,
    /// nil when the page closed the socket.
    private static func read(_ inbound: WebSocketInboundStream, into connection: LiveFormConnection) async -> Closing? {
        var rate = EditRate(limit: maximumEditsPerSecond)
        do {
            for try await message in inbound.messages(maxSize: maximumFrameBytes) {
                guard rate.admit() else {
                    return Closing(code: .policyViolation, reason: "More than \(maximumEditsPerSecond) messages in a second")
                }
                guard case .text(let text) = message else {
                    await connection.refuse(.binary)
                    continue
                }
                guard text.utf8.count <= maximumMessageBytes else {
                    return Closing(code: .messageTooLarge, reason: "A message is at most \(maximumMessageBytes) bytes")
                }
                do throws(LiveMessageError) {
                    await connection.apply(try LiveClientMessage.parse(text))
                } catch {
                    await connection.refuse(error)
                }
            }
        } catch {
            return nil
        }
        return nil
    }
}
