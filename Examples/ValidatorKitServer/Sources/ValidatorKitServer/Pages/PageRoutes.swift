import Hummingbird
import Logging
import NIOCore
import ValidatorKit
import ValidatorKitHummingbird
import ValidatorKitServing

/// The routes of the live form's pages: `GET /forms/{form}`, `POST /forms/{form}` (the page
/// posted without JavaScript), the assets (and `GET /favicon.ico`, `204`), and
/// `GET /forms/{form}/live` for a request that is not a WebSocket upgrade from the page's origin
/// (`403` for a foreign origin, else `426`).
enum PageRoutes {
    /// Adds the routes to `router`.
    static func add(to router: Router<ServerRequestContext>, service: ValidationService, allowedHosts: HostAllowlist, logger: Logger) {
        let assets = PageAssets.bundled
        router.get("assets/form.js") { _, _ in assets.scriptResponse }
        router.get("assets/form.css") { _, _ in assets.styleSheetResponse }
        // The page has no icon; an empty answer keeps the browser's console free of a 404.
        router.get("favicon.ico") { _, _ in Response(status: .noContent) }
        router.get("forms/:form") { request, context in
            let locale = LanguagePreference.locale(for: request.headers[.acceptLanguage])
            guard let served = service.catalog.forms[context.parameters.get("form") ?? ""] else {
                return Response(service.unknownForm(in: locale))
            }
            return PageResponse.html(try FormPage.html(of: served, registry: service.catalog.registry, locale: locale), locale: locale)
        }
        router.post("forms/:form") { request, context in
            let form = context.parameters.get("form") ?? ""
            let locale = LanguagePreference.locale(for: request.headers[.acceptLanguage])
            let answer = try await judgePage(request, context: context, form: form, service: service, locale: locale)
            logger.debug("answered page", metadata: ["form": "\(form)", "status": "\(answer.status.code)"])
            return PageResponse.html(
                VerdictPage.html(of: answer, form: form, locale: locale), locale: locale, status: HTTPResponse.Status(code: answer.status.code),
                isPrivate: true)
        }
        router.get("forms/:form/live") { request, context -> Response in
            // Refused as the upgrade request is (``DeclinedUpgradeHandler``); else it lacks the upgrade.
            let form = context.parameters.get("form") ?? ""
            if let refusal = LiveFormSocket.refusal(of: request, form: form, service: service, allowedHosts: allowedHosts) {
                return Response(refusal)
            }
            throw HTTPError(.upgradeRequired, headers: [.upgrade: "websocket"], message: "Open the live form as a WebSocket")
        }
    }

    /// The service's answer to the page posted as `application/x-www-form-urlencoded`, read and
    /// judged by the integration's one call (its form post, nothing else: the page posts nothing
    /// else), `201` with the record without its secure fields.
    private static func judgePage(
        _ request: Request, context: some RequestContext, form: String, service: ValidationService, locale: MessageLocale
    ) async throws -> SubmissionAnswer {
        guard let served = service.catalog.forms[form] else {
            return service.unknownForm(in: locale)
        }
        do {
            let submitted = try await request.submission(validatedBy: served, context: context, accepting: [.formPost])
            return SubmissionAnswer(status: .created, content: .record(served.withoutSecureFields(submitted.value)), locale: locale)
        } catch let refusal as SubmissionRefusal {
            return refusal.answer
        }
    }
}
