#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import ValidatorKit
import ValidatorKitBatch

/// What a served form answers one request, apart from any HTTP framework: a status and either a
/// record (`201`, or `200`) or problem details (every `4xx`), with the body and header fields to
/// send.
///
/// ```swift
/// let answer = await service.answer(form: "payment", contentType: "application/json", body: Array(json.utf8))
/// answer.status                  // .created, or .unprocessableContent with every failure
/// answer.headerFields            // [("Vary", "Accept-Language"), ("Content-Type", "application/json")]
/// ```
public struct SubmissionAnswer: Sendable, Hashable {
    /// What the body holds.
    public enum Content: Sendable, Hashable {
        /// A record as JSON: the normalized record of a valid submission.
        case record(JSONValue)
        /// Why the request was refused, in ``SubmissionAnswer/locale``.
        case problem(ProblemDetails)
    }

    /// The HTTP status: `201`, `422`, `400`, `404`, `413` or `415` (`200` for a record read
    /// without judging it).
    public let status: SubmissionStatus
    /// The body.
    public let content: Content
    /// The language of the problem's texts.
    public let locale: MessageLocale

    /// Creates an answer.
    public init(status: SubmissionStatus, content: Content, locale: MessageLocale = .english) {
        self.status = status
        self.content = content
        self.locale = locale
    }

    /// The problem details, when the request was refused.
    public var problem: ProblemDetails? {
        guard case .problem(let problem) = content else { return nil }
        return problem
    }

    /// The header fields of the answer, in order: `Vary: Accept-Language` (the same request in
    /// another language is answered in that language), `Content-Type` (`application/json`, or
    /// `application/problem+json` for problem details) and, for problem details,
    /// `Content-Language`.
    public var headerFields: [(name: String, value: String)] {
        switch content {
        case .record:
            [("Vary", "Accept-Language"), ("Content-Type", "application/json")]
        case .problem:
            [("Vary", "Accept-Language"), ("Content-Type", ProblemDetails.mediaType), ("Content-Language", locale.language)]
        }
    }

    /// The body: the record or the problem details as JSON, members sorted by name, slashes
    /// unescaped.
    ///
    /// A record, the answer to every accepted request, is written straight from its tree by
    /// the writer `validator check` writes its verdicts with (`OutputBuffer.appendJSON`), not
    /// through `Encodable`, whose boxing of each member cost a served request a sixth of its
    /// time; problem details go through their `Codable` conformance.
    public var body: [UInt8] {
        switch content {
        case .record(let record):
            var output = OutputBuffer()
            output.appendJSON(record)
            return output.withBytes { Array($0) }
        case .problem(let problem):
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            // Encoding ProblemDetails cannot fail: every member is a string or a whole number.
            return (try? encoder.encode(problem)).map(Array.init) ?? []
        }
    }

    /// A refusal of type `type` in `locale`, detailed by the message of `failure`, a code the
    /// core declares (`ValidationFailure.Code.inputTooLarge` and the others), so
    /// `validator list --codes` lists it.
    public static func refusal(_ type: ProblemType, _ failure: ValidationFailure, in locale: MessageLocale) -> SubmissionAnswer {
        SubmissionAnswer(
            status: SubmissionStatus(code: type.status),
            content: .problem(ProblemDetails(
                type: type.uri, title: type.title(in: locale), status: type.status, detail: failure.message(in: locale),
                code: failure.code.rawValue)),
            locale: locale)
    }

    /// The `422` answer listing every failure of `verdict`, in `locale`.
    public static func invalid(_ verdict: RecordVerdict, in locale: MessageLocale) -> SubmissionAnswer {
        let type = ProblemType.invalidRecord
        // The record validator has already replaced any message quoting a secure value, and
        // named every field by its title in `locale`.
        let failures = verdict.failures.map { failing in
            ProblemDetails.Failure(
                pointer: failing.pointer, path: failing.path, code: failing.failure.code.rawValue,
                detail: failing.failure.message(in: locale))
        }
        let detail = ServingMessages.text("problem.invalid-record.detail", ["count": .integer(failures.count)], in: locale)
        return SubmissionAnswer(
            status: .unprocessableContent,
            content: .problem(ProblemDetails(
                type: type.uri, title: type.title(in: locale), status: type.status, detail: detail, errors: failures)),
            locale: locale)
    }
}
