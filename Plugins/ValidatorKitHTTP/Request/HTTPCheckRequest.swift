import Foundation

/// One request of an ``HTTPCheckValidator``: the URL asking about a text, the JSON body of a
/// `POST`, and the bound of the whole request.
struct HTTPCheckRequest: Sendable {
    /// The absolute URL, its `{value}`s filled in.
    let url: String
    /// `{"value": text}` for a `POST`; `nil` for a `GET`.
    let body: [UInt8]?
    /// How long the request may take, connection included.
    let timeout: Duration

    /// The request asking `template` about `text` with `method`; `nil` when the filled-in
    /// template is not a URL.
    init?(_ template: HTTPCheckURLTemplate, method: HTTPCheckMethod, text: String, timeout: Duration) {
        guard let url = template.url(for: text) else { return nil }
        self.url = url.absoluteString
        self.timeout = timeout
        switch method {
        case .get:
            body = nil
        case .post:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            guard let body = try? encoder.encode(["value": text]) else { return nil }
            self.body = Array(body)
        }
    }
}
