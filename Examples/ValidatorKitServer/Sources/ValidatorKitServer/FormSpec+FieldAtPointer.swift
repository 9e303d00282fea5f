public import ValidatorKit

extension FormSpec {
    /// The field whose value is at `pointer`, an RFC 6901 JSON pointer into a record such as
    /// `/address/country` or `/phones/1` (a list's item); nil when no field is there.
    public func field(at pointer: String) -> FieldSpec? {
        guard pointer.hasPrefix("/") else { return nil }
        var siblings = fields
        var found: FieldSpec?
        for token in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let key = token.replacing("~1", with: "/").replacing("~0", with: "~")
            if let list = found, list.valueType == .list {
                guard Int(key) != nil, let item = list.item else { return nil }
                // An item without a title of its own is titled by its list.
                var titled = item
                titled.title = item.title ?? list.title ?? list.id
                titled.titles = item.titles ?? list.titles
                found = titled
            } else {
                guard let field = siblings.first(where: { $0.id == key }) else { return nil }
                found = field
            }
            siblings = found?.fields ?? []
        }
        return found
    }
}
