extension Form {
    /// What the form submits, as the record a ``RecordValidator`` of the same spec judges: each
    /// field's value under its identifier, a group as an object, a list as an array.
    ///
    /// An empty text is absent and left out, and so is a list item whose fields are all empty
    /// (an item offered but not filled in), and every field that does not apply now (a hidden
    /// variant's text is kept, never submitted); a group is always an object. An `integer` or
    /// `number` field gives a JSON number, a `boolean` field `true` or `false`, a `choice` or
    /// text field its text as typed (the record validator's `value` is the normalized record).
    ///
    /// ```swift
    /// form.record   // ["name": "Ada", "age": 36, "address": ["country": "GB"], "phones": ["020 7946 0000"]]
    /// ```
    public var record: [String: JSONValue] {
        members(of: nodes)
    }

    private func members(of nodes: [FormNode]) -> [String: JSONValue] {
        var members: [String: JSONValue] = [:]
        for node in nodes {
            members[node.id] = value(of: node)
        }
        return members
    }

    /// The value of `node`, or `nil` when it is absent.
    private func value(of node: FormNode) -> JSONValue? {
        switch node {
        case .field(let field, _, let type):
            return Self.value(of: field.text, as: type)
        case .group(_, _, let children):
            return .object(members(of: children))
        case .list(let list):
            return .array(list.items.compactMap { item in
                let value = value(of: item)
                return value == .object([:]) ? nil : value
            })
        case .conditional(let conditional):
            return conditional.applies ? value(of: conditional.node) : nil
        }
    }

    /// `text` as a value of `type`; a text that does not spell one (`1-2` in an `integer`
    /// field) stays a string, which the record validator refuses as the field's form does.
    private static func value(of text: String, as type: FormSpec.FieldType) -> JSONValue? {
        guard !text.isEmpty else { return nil }
        switch type {
        case .integer:
            return Int(text).map(JSONValue.integer) ?? .string(text)
        case .number:
            return Double(text).map(JSONValue.init(readingNumber:)) ?? .string(text)
        case .boolean:
            return ["true": .boolean(true), "false": .boolean(false)][text] ?? .string(text)
        case .text, .choice, .group, .list, .union:
            return .string(text)
        }
    }
}
