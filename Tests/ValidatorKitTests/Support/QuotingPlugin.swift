import ValidatorKit

/// A careless plugin that rejects every text, quoting it in its message: what the redaction of
/// secure values in record verdicts is tested with.
struct QuotingPlugin: ValidatorPlugin, Validator {
    var identifier: String { "quoting" }
    var summary: String { "Rejects everything, quoting it" }
    var options: [OptionDescription] { [] }
    var failureCodes: [FailureCodeDescription] { [FailureCodeDescription(.quotingRejected, message: "'{text}' is rejected")] }
    func make(_ options: ValidatorOptions) throws -> any Validator { self }
    func validate(_ text: String) -> Validity {
        .invalid(ValidationFailure(code: .quotingRejected, message: "'\(text)' is rejected"))
    }
}
