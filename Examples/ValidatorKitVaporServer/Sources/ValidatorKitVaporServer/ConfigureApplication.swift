import NIOCore
import ValidatorKit
import ValidatorKitOTP
public import ValidatorKitServing
import ValidatorKitVapor
public import Vapor

/// validator-server's JSON routes on `app`: `GET /` (the forms), `GET /openapi.json` (the
/// OpenAPI 3.1 document) and `POST /{form}` for every form of `service`, each answered as
/// validator-server answers it: `201` with the normalized record without its secure fields, or
/// RFC 9457 problem details in the best language of `Accept-Language`. Every other `4xx` is
/// problem details of type `about:blank` (``StatusProblemMiddleware``); a method an address is not
/// served with is `405` with `Allow`.
public func configureApplication(_ app: Application, service: ValidationService) {
    var methods: [String: [HTTPMethod]] = ["/": [.GET], "/openapi.json": [.GET]]
    for name in service.catalog.names {
        methods["/\(name)"] = [.POST]
    }
    app.middleware.use(StatusProblemMiddleware(methods: methods))
    app.middleware.use(ProblemDetailsMiddleware())
    let listing = SubmissionAnswer(status: .ok, content: .record(service.catalog.listing))
    let openAPIDocument = SubmissionAnswer(
        status: .ok, content: .record(service.catalog.openAPIDocument(title: "validator-vapor-server")))
    app.get { _ in Response(listing) }
    app.get("openapi.json") { _ in Response(openAPIDocument) }
    app.on(.POST, ":form", body: .stream) { req async throws -> Response in
        let locale = LanguagePreference.locale(for: req.headers.first(name: .acceptLanguage))
        guard let served = service.catalog.forms[req.parameters.get("form") ?? ""] else {
            return Response(service.unknownForm(in: locale))
        }
        // Wrong one-time codes count per client too: the peer's address, as validator-server
        // names it (`req.remoteAddress`, the socket's; `req.peerAddress` would believe a header).
        let submitted = try await OneTimePasswordClient.$key.withValue(req.remoteAddress?.ipAddress) {
            try await req.submission(validatedBy: served, accepting: [.json])
        }
        // The record without its secure fields: a password or a security code is not sent back.
        return Response(SubmissionAnswer(
            status: .created, content: .record(served.withoutSecureFields(submitted.value)), locale: submitted.locale))
    }
}
