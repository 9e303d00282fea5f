public import ValidatorKit

extension FormSpec {
    /// `record` (a record of this spec) without the values of its secure fields, at any depth: a
    /// secure member of an object is left out, and so is a list whose items are secure.
    ///
    /// ```swift
    /// payment.withoutSecureFields(["name": "Ada", "cvc": "123"])   // ["name": "Ada"]
    /// ```
    public func withoutSecureFields(_ record: JSONValue) -> JSONValue {
        Self.removingSecureFields(of: fields, from: record)
    }

    private static func removingSecureFields(of fields: [FieldSpec], from value: JSONValue) -> JSONValue {
        guard case .object(var members) = value else { return value }
        for field in fields {
            guard let member = members[field.id] else { continue }
            members[field.id] = removingSecureFields(of: field, from: member)
        }
        return .object(members)
    }

    /// `value` without what is secure of `field`, nil when all of it is.
    private static func removingSecureFields(of field: FieldSpec, from value: JSONValue) -> JSONValue? {
        if field.secure == true { return nil }
        switch field.valueType {
        case .group:
            return removingSecureFields(of: field.fields ?? [], from: value)
        case .list:
            guard let item = field.item, case .array(let items) = value else { return value }
            if item.secure == true { return nil }
            return .array(items.map { removingSecureFields(of: item, from: $0) ?? .null })
        case .text, .integer, .number, .boolean, .choice:
            return value
        }
    }
}
