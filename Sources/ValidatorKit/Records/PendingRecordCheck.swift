/// One asynchronous check a submitted record asks for: a field's ``AsyncValidator`` and the
/// text it is asked about, and where a refusal is reported.
struct PendingRecordCheck: Sendable {
    let validator: any AsyncValidator
    /// The field's text, as its synchronous validators judged it.
    let text: String
    /// The field, whose title a refusal's message may name.
    let field: RecordNode
    /// Where the field's value is.
    let path: String
    let pointer: String

    /// The failure at the field's place, when `verdict` (the check's answer, or `check.timeout`)
    /// is not `valid`; its message names the field in `locale`.
    func failure(of verdict: Validity, locale: MessageLocale) -> RecordVerdict.Failure? {
        guard let failure = verdict.concluded(isEmpty: false, title: field.title(in: locale)).failure else { return nil }
        return RecordVerdict.Failure(path: path, pointer: pointer, failure: failure)
    }
}
