import Foundation
import Hummingbird
import NIOCore
import ValidatorKit

/// How pages are answered.
enum PageResponse {
    /// `default-src 'self'`: a page runs no inline script or style, and loads nothing from
    /// another origin.
    static let contentSecurityPolicy = "default-src 'self'"

    /// `html` as a `text/html` page in `locale`, with the content security policy; with
    /// `isPrivate` (a page that answers what someone typed), `Cache-Control: no-store`, so no
    /// cache or back button keeps it.
    static func html(_ html: String, locale: MessageLocale, status: HTTPResponse.Status = .ok, isPrivate: Bool = false) -> Response {
        var headers: HTTPFields = [
            .contentType: "text/html; charset=utf-8", .contentLanguage: locale.language, .vary: "Accept-Language",
            .contentSecurityPolicy: contentSecurityPolicy,
        ]
        if isPrivate {
            headers[.cacheControl] = "no-store"
        }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    /// Whether the request's `Accept` names `text/html` (a browser), so that `GET /` answers a
    /// page rather than JSON.
    static func prefersHTML(_ request: Request) -> Bool {
        guard let accept = request.headers[.accept] else { return false }
        return accept.split(separator: ",").contains { range in
            range.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() == "text/html"
        }
    }
}
