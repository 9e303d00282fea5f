extension RecordValidator {
    /// The verdict of `failures`, every message that quotes the value of a secure field of
    /// `record` (at any depth) replaced, with `value` when there is no failure.
    func verdict(failures: [RecordVerdict.Failure], value: RecordObject?, of record: RecordObject) -> RecordVerdict {
        guard !failures.isEmpty else {
            return RecordVerdict(failures: [], record: value)
        }
        var secrets: [String] = []
        if rootFields.holdsSecrets {
            Self.collectSecrets(in: record, into: &secrets)
        }
        // The failures as they are unless one quotes a secret (nearly always): no copy of them.
        guard !secrets.isEmpty, failures.contains(where: { $0.failure.quotesAny(of: secrets) }) else {
            return RecordVerdict(failures: failures, record: nil)
        }
        return RecordVerdict(
            failures: failures.map { failing in
                guard failing.failure.quotesAny(of: secrets) else { return failing }
                return RecordVerdict.Failure(path: failing.path, pointer: failing.pointer, failure: failing.failure.redacted())
            },
            record: nil)
    }

    /// Appends to `secrets` the non-empty texts of the secure fields of `object` and below.
    private static func collectSecrets(in object: RecordObject, into secrets: inout [String]) {
        for (position, field) in object.group.fields.enumerated() where field.holdsSecrets {
            collectSecrets(in: object[position], of: field, into: &secrets)
        }
    }

    private static func collectSecrets(in member: JSONValue?, of field: RecordNode, into secrets: inout [String]) {
        switch (field.shape, member) {
        case (.group(let fields), .object(let members)?):
            collectSecrets(in: RecordObject(members, of: fields), into: &secrets)
        case (.union(let union), .object(let members)?):
            if let chosen = union.chosenFields(of: members) {
                collectSecrets(in: RecordObject(members, of: chosen), into: &secrets)
            }
        case (.list(let item, _, _), .array(let elements)?):
            for element in elements {
                collectSecrets(in: element, of: item, into: &secrets)
            }
        case (_, let scalar?) where field.isSecure:
            if let text = field.canonicalText(of: scalar), !text.isEmpty {
                secrets.append(text)
            }
        default:
            break
        }
    }
}
