public import Hummingbird
public import ValidatorKit

/// What the service answers one request: an HTTP status and either a record (`201`, and `200`
/// on the baseline route) or problem details (every `4xx`).
public struct ServiceAnswer: Sendable, Hashable {
    /// What the body holds.
    public enum Content: Sendable, Hashable {
        /// A record as JSON: the normalized record of a valid submission.
        case record(JSONValue)
        /// Why the request was refused, in ``ServiceAnswer/locale``.
        case problem(ProblemDetails)
    }

    /// The HTTP status: `201`, `422`, `400`, `404`, `413` or `415` (`200` on the baseline).
    public let status: HTTPResponse.Status
    /// The body.
    public let content: Content
    /// The language of the problem's texts.
    public let locale: MessageLocale

    /// Creates an answer.
    public init(status: HTTPResponse.Status, content: Content, locale: MessageLocale = .english) {
        self.status = status
        self.content = content
        self.locale = locale
    }

    /// The problem details, when the request was refused.
    public var problem: ProblemDetails? {
        guard case .problem(let problem) = content else { return nil }
        return problem
    }

    /// A refusal of type `type` in `locale`, detailed by the message of `failure`, a code the
    /// core declares (``ValidationFailure/Code/inputTooLarge`` and the others), so
    /// `validator list --codes` lists it.
    static func refusal(_ type: ProblemType, _ failure: ValidationFailure, in locale: MessageLocale) -> ServiceAnswer {
        ServiceAnswer(
            status: HTTPResponse.Status(code: type.status),
            content: .problem(ProblemDetails(
                type: type.uri, title: type.title(in: locale), status: type.status, detail: failure.message(in: locale),
                code: failure.code.rawValue)),
            locale: locale)
    }

    /// The `422` answer listing every failure of `verdict` on a record of `form`, in `locale`.
    static func invalid(_ verdict: RecordVerdict, in locale: MessageLocale) -> ServiceAnswer {
        let type = ProblemType.invalidRecord
        // The record validator has already replaced any message quoting a secure value, and
        // named every field by its title in `locale`.
        let failures = verdict.failures.map { failing in
            ProblemDetails.Failure(
                pointer: failing.pointer, path: failing.path, code: failing.failure.code.rawValue,
                detail: failing.failure.message(in: locale))
        }
        let detail = ServerMessages.text(
            "problem.invalid-record.detail", ["count": .integer(failures.count)], in: locale)
        return ServiceAnswer(
            status: .unprocessableContent,
            content: .problem(ProblemDetails(
                type: type.uri, title: type.title(in: locale), status: type.status, detail: detail, errors: failures)),
            locale: locale)
    }
}
