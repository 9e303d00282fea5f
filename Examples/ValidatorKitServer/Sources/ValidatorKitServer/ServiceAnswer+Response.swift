#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Hummingbird
import NIOCore

extension ServiceAnswer {
    /// The HTTP response: a record as `application/json`; problem details as
    /// `application/problem+json` with `Content-Language`. Either way `Vary: Accept-Language`,
    /// since the same request in another language is answered in that language.
    func response() throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var headers: HTTPFields = [.vary: "Accept-Language"]
        let json: Data
        switch content {
        case .record(let record):
            headers[.contentType] = "application/json"
            json = try encoder.encode(record)
        case .problem(let problem):
            headers[.contentType] = ProblemDetails.mediaType
            headers[.contentLanguage] = locale.language
            json = try encoder.encode(problem)
        }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: json)))
    }
}
