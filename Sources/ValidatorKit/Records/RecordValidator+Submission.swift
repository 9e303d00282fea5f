extension RecordValidator {
    /// The first refusal of a verifier at submission among the text fields of `object` (whose
    /// fields are `group`'s) and below, in field order, depth first; `indices` are those of the
    /// list items being looked through.
    func firstRefusal(in object: [String: JSONValue], of group: RecordGroup, indices: inout [Int]) -> RecordVerdict.Failure? {
        for field in group.fields where field.verifiesAtSubmission {
            if let refusal = firstRefusal(in: object[field.key], of: field, indices: &indices) {
                return refusal
            }
        }
        return nil
    }

    private func firstRefusal(in member: JSONValue?, of field: RecordNode, indices: inout [Int]) -> RecordVerdict.Failure? {
        switch (field.shape, member) {
        case (.group(let fields), .object(let members)?):
            return firstRefusal(in: members, of: fields, indices: &indices)
        case (.list(let item, _, _), .array(let elements)?):
            for (index, element) in elements.enumerated() {
                indices.append(index)
                defer { indices.removeLast() }
                if let refusal = firstRefusal(in: element, of: item, indices: &indices) {
                    return refusal
                }
            }
            return nil
        case (_, .string(let text)?):
            guard let verifier = field.submissionVerifier, !text.isEmpty,
                let failure = verifier.verify(text).concluded(isEmpty: false, title: field.title).failure
            else { return nil }
            let (path, pointer) = field.location.written(indices: indices)
            return RecordVerdict.Failure(path: path, pointer: pointer, failure: failure)
        default:
            return nil
        }
    }
}
