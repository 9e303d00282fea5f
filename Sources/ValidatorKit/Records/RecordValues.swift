/// The fields of a record as a ``DependentValidator`` reads them: those of the object holding
/// the field being judged (a list item's, a group's) first, then the record's root, each titled
/// in the language of the record's messages.
struct RecordValues: FormValues {
    let object: [String: JSONValue]
    let group: RecordGroup
    let root: [String: JSONValue]
    let rootGroup: RecordGroup
    /// The language of the titles.
    let locale: MessageLocale

    func text(ofField identifier: String) -> String? {
        guard let (field, value) = find(identifier) else { return nil }
        return field.canonicalText(of: value) ?? ""
    }

    func title(ofField identifier: String) -> String? {
        find(identifier)?.field.title(in: locale)
    }

    func details(ofField identifier: String) -> ValidationDetails {
        guard let (field, value) = find(identifier), let text = field.canonicalText(of: value) else { return [:] }
        return field.validation.details(for: text)
    }

    private func find(_ identifier: String) -> (field: RecordNode, value: JSONValue?)? {
        if let field = group.field(identifier) {
            return (field, object[identifier])
        }
        if let field = rootGroup.field(identifier) {
            return (field, root[identifier])
        }
        return nil
    }
}
