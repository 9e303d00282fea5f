public import ValidatorKit

/// A submission refused before or after its record was judged, as an error: its answer is
/// problem details (`400`, `413`, `415`, `422`) in the request's language.
///
/// The framework integrations throw it as their framework's own error type, so an app's error
/// middleware and logs see it; its description names the status, the problem type and the
/// failures' pointers and codes, never a submitted value.
public struct SubmissionRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The answer to send: problem details.
    public let answer: SubmissionAnswer

    /// A refusal answered with `answer`.
    public init(_ answer: SubmissionAnswer) {
        self.answer = answer
    }

    /// `422 https://validatorkit.dev/problems/invalid-record: /card luhn.checksum`, or the code of
    /// a refused request: `415 https://validatorkit.dev/problems/unsupported-media-type: input.media_type`.
    public var description: String {
        guard let problem = answer.problem else { return "\(answer.status.code)" }
        let failures = (problem.errors ?? []).map { "\($0.pointer) \($0.code)" }
        let reasons = failures.isEmpty ? [problem.code ?? problem.title] : failures
        return "\(answer.status.code) \(problem.type): \(reasons.joined(separator: ", "))"
    }
}

extension SubmissionRefusal {
    /// `415`: the body's content type is none of `formats` (`input.media_type`); the detail
    /// names their media types, such as `application/json, application/x-www-form-urlencoded`.
    public static func unsupportedMediaType(accepting formats: Set<SubmissionFormat>, in locale: MessageLocale) -> SubmissionRefusal {
        SubmissionRefusal(.refusal(
            .unsupportedMediaType,
            ValidationFailure(code: .inputMediaType, arguments: ["types": .string(SubmissionFormat.mediaTypes(of: formats))]),
            in: locale))
    }

    /// `413`: the body is over `limit` bytes (`input.too_large`).
    public static func tooLarge(limit: Int, in locale: MessageLocale) -> SubmissionRefusal {
        SubmissionRefusal(.refusal(.bodyTooLarge, ValidationFailure(code: .inputTooLarge, arguments: ["limit": .integer(limit)]), in: locale))
    }
}
