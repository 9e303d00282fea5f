public import ValidatorKit

/// The kinds of problem a served form answers, each a URI under
/// `https://validatorkit.dev/problems/` with a title in every shipped language.
///
/// | type | status |
/// | --- | --- |
/// | `invalid-record` | `422`: some value of the record is not valid; `errors` lists each |
/// | `malformed-body` | `400`: the body is not one JSON object in UTF-8 (`input.json`) |
/// | `unknown-form` | `404`: no form has that name (`form.unknown`) |
/// | `body-too-large` | `413`: the body is over the limit (`input.too_large`) |
/// | `unsupported-media-type` | `415`: the body's content type is none the form reads; the detail names those it reads, such as `application/json` (`input.media_type`) |
public struct ProblemType: Sendable, Hashable, CaseIterable {
    /// The last segment of the URI, such as `invalid-record`.
    public let name: String
    /// The HTTP status answered with this type.
    public let status: Int

    private init(_ name: String, status: Int) {
        self.name = name
        self.status = status
    }

    /// Some value of the record is not valid.
    public static let invalidRecord = Self("invalid-record", status: 422)
    /// The body is not one JSON object in UTF-8.
    public static let malformedBody = Self("malformed-body", status: 400)
    /// No form has the name asked for.
    public static let unknownForm = Self("unknown-form", status: 404)
    /// The body is over the service's limit.
    public static let bodyTooLarge = Self("body-too-large", status: 413)
    /// The body's content type is none the form reads (the detail names those it reads).
    public static let unsupportedMediaType = Self("unsupported-media-type", status: 415)

    /// Every type, in the order of the table above.
    public static let allCases: [ProblemType] = [.invalidRecord, .malformedBody, .unknownForm, .bodyTooLarge, .unsupportedMediaType]

    /// The type's URI, such as `https://validatorkit.dev/problems/invalid-record`.
    public var uri: String {
        "https://validatorkit.dev/problems/\(name)"
    }

    /// The title in `locale`, such as `Der Datensatz ist ungültig`.
    public func title(in locale: MessageLocale) -> String {
        ServingMessages.text("problem.\(name)", in: locale)
    }
}
