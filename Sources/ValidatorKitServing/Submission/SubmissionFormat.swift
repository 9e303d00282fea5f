/// The kinds of body a submission is read from.
public enum SubmissionFormat: Sendable, Hashable, CaseIterable {
    /// `application/json` or `application/…+json`: one JSON object in UTF-8.
    case json
    /// `application/x-www-form-urlencoded`: a form posted without JavaScript, each name a field's
    /// path, its text read as the field reads typed text (the spec's coercion of numbers, choices
    /// and booleans).
    case formPost

    /// The format of a body declared with `contentType`, among `accepted`; nil when it is none
    /// of them, or when there is no content type (a body of unknown type is not guessed at). A
    /// `charset` other than UTF-8 is refused.
    ///
    /// ```swift
    /// SubmissionFormat(contentType: "application/json; charset=utf-8", accepting: [.json])   // .json
    /// SubmissionFormat(contentType: "text/plain", accepting: [.json, .formPost])             // nil
    /// ```
    public init?(contentType: String?, accepting accepted: Set<SubmissionFormat>) {
        let parts = (contentType ?? "").split(separator: ";").map(Self.trimmedLowercase)
        let mediaType = parts.first ?? ""
        let charsets = parts.dropFirst().filter { $0.hasPrefix("charset=") }
        guard charsets.allSatisfy({ ["charset=utf-8", "charset=\"utf-8\"", "charset=utf8"].contains($0) }) else { return nil }
        if mediaType == Self.json.mediaType || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json")),
            accepted.contains(.json)
        {
            self = .json
        } else if mediaType == Self.formPost.mediaType, accepted.contains(.formPost) {
            self = .formPost
        } else {
            return nil
        }
    }

    /// The media type a request declares for this format, as a `415` names it:
    /// `application/json` or `application/x-www-form-urlencoded`.
    public var mediaType: String {
        switch self {
        case .json: "application/json"
        case .formPost: "application/x-www-form-urlencoded"
        }
    }

    /// The media types of `formats`, in the order of ``allCases``, joined by commas.
    static func mediaTypes(of formats: Set<SubmissionFormat>) -> String {
        allCases.filter(formats.contains).map(\.mediaType).joined(separator: ", ")
    }

    private static func trimmedLowercase(_ part: Substring) -> String {
        var part = part
        while part.first == " " || part.first == "\t" { part.removeFirst() }
        while part.last == " " || part.last == "\t" { part.removeLast() }
        return part.lowercased()
    }
}
