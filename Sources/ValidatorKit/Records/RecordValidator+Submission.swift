extension RecordValidator {
    /// The first refusal of a verifier at submission among the text fields of `record`, in
    /// field order, depth first, its message naming the field in `locale`.
    func firstRefusal(in record: RecordObject, locale: MessageLocale) -> RecordVerdict.Failure? {
        var refusal: RecordVerdict.Failure?
        var indices: [Int] = []
        record.forEachScalar(root: record, indices: &indices, visiting: \.verifiesAtSubmission) { field, member, written in
            guard case .string(let text) = member, !text.isEmpty, let verifier = field.submissionVerifier,
                let failure = verifier.verify(text).concluded(isEmpty: false, title: field.title(in: locale)).failure
            else { return true }
            refusal = RecordVerdict.Failure(path: written.path, pointer: written.pointer, failure: failure)
            return false
        }
        return refusal
    }

    /// The verdict on `record`, whose fields are all valid (`verdict`) and whose asynchronous
    /// checks accepted it: `verdict`, or the first refusal of a verifier at submission.
    func verified(_ record: RecordObject, verdict: RecordVerdict, locale: MessageLocale) -> RecordVerdict {
        guard rootFields.verifiesAtSubmission, let refusal = firstRefusal(in: record, locale: locale) else { return verdict }
        return self.verdict(failures: [refusal], value: nil, of: record)
    }
}
