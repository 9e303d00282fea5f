/// The fields of a record as a ``DependentValidator`` and a field's condition read them: those
/// of the object holding the field being judged (a list item's, a group's, a union's) first,
/// then the record's root, each titled in the language of the record's messages. A field that
/// does not apply reads as empty.
///
/// A class, so the validators it is passed to share one reference instead of copying (and
/// retaining) each of its members.
final class RecordValues: FormValues {
    let object: RecordObject
    /// The record's root when it is not ``object`` itself (a group's fields are judged, not
    /// the root's): a root's field keeps one copy of the record, not two.
    private let enclosingRoot: RecordObject?
    /// The language of the titles.
    let locale: MessageLocale

    /// The record's root.
    var root: RecordObject { enclosingRoot ?? object }

    init(object: RecordObject, root: borrowing RecordObject, locale: MessageLocale) {
        self.object = object
        enclosingRoot = object.group === root.group ? nil : copy root
        self.locale = locale
    }

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

    /// The field `identifier` and its value: `nil` as value when the field does not apply.
    private func find(_ identifier: String) -> (field: RecordNode, value: JSONValue?)? {
        find(identifier, in: object) ?? enclosingRoot.flatMap { find(identifier, in: $0) }
    }

    private func find(_ identifier: String, in holder: RecordObject) -> (field: RecordNode, value: JSONValue?)? {
        guard let position = holder.group.position(of: identifier) else { return nil }
        let field = holder.group.fields[position]
        let applies = field.condition == nil || field.applies(in: holder, root: root)
        return (field, applies ? holder[position] : nil)
    }
}

extension RecordNode {
    /// Whether the field applies in `object` of the record `root`: its condition holds of the
    /// record's values (``FormSpec/FieldSpec/applies(reading:)``). The spec's checking made sure
    /// conditions do not read each other in a circle.
    func applies(in object: RecordObject, root: RecordObject) -> Bool {
        guard let condition else { return true }
        // Only texts are read, so the language of titles does not matter.
        return condition.holds(reading: RecordValues(object: object, root: root, locale: .english))
    }
}
