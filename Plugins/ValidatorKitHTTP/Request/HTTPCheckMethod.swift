/// How an ``HTTPCheckValidator`` hands the text to its endpoint.
public enum HTTPCheckMethod: String, Sendable, Hashable, CaseIterable {
    /// `GET`: the text goes only where the URL template says `{value}`.
    case get = "GET"
    /// `POST`: the text also goes in a JSON body, `{"value": text}`.
    case post = "POST"
}
