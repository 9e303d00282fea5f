public import ValidatorKit

extension FormSpec {
    /// `record` (a record of this spec) without the values of its secure fields, at any depth: a
    /// secure member of an object (a union's too) is left out, and so is a list whose items are
    /// secure.
    ///
    /// ```swift
    /// payment.withoutSecureFields(["name": "Ada", "cvc": "123"])   // ["name": "Ada"]
    /// ```
    public func withoutSecureFields(_ record: JSONValue) -> JSONValue {
        Self.removingSecureFields(of: fields, from: record)
    }

    /// Whether a record of this spec may hold a secure field's value, at any depth.
    var holdsSecureValues: Bool {
        fields.contains(where: Self.holdsSecureValues)
    }

    private static func removingSecureFields(of fields: [FieldSpec], from value: JSONValue) -> JSONValue {
        guard case .object(var members) = value else { return value }
        // Only the members that may hold a secure value are rewritten: a record without any is
        // answered as it is, its object neither copied nor hashed again.
        for index in fields.indices where holdsSecureValues(fields[index]) {
            let id = fields[index].id
            guard let member = members[id] else { continue }
            members[id] = removingSecureFields(of: fields[index], from: member)
        }
        return .object(members)
    }

    /// Whether a value of `field` may hold a secure field's value: it is secure, or a field of
    /// its group, its list's item or a field of one of its variants is.
    private static func holdsSecureValues(_ field: FieldSpec) -> Bool {
        if field.secure == true { return true }
        switch field.valueType {
        case .group:
            return field.fields?.contains(where: holdsSecureValues) ?? false
        case .list:
            return field.item.map(holdsSecureValues) ?? false
        case .union:
            return field.variants?.contains { $0.fields?.contains(where: holdsSecureValues) ?? false } ?? false
        case .text, .integer, .number, .boolean, .choice:
            return false
        }
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
        case .union:
            return removingSecureFields(of: (field.variants ?? []).flatMap { $0.fields ?? [] }, from: value)
        case .text, .integer, .number, .boolean, .choice:
            return value
        }
    }

    /// `schema` (this spec's record schema, `FormSpec.recordSchema(registry:)`) for a record
    /// without its secure fields: their properties left out, and their names out of every
    /// `required` of their object, the conditional parts (`allOf`, `oneOf`, `if`/`then`/`else`)
    /// included. It describes the `201` answer.
    public func withoutSecureFields(inSchema schema: JSONValue) -> JSONValue {
        Self.removingSecureFields(of: fields, fromSchema: schema)
    }

    private static let conditionalKeywords = ["allOf", "anyOf", "oneOf", "if", "then", "else", "not"]

    private static func removingSecureFields(of fields: [FieldSpec], fromSchema schema: JSONValue) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        var properties: [String: JSONValue] = [:]
        if case .object(let stated)? = members["properties"] { properties = stated }
        var secure: Set<String> = []
        for field in fields {
            guard let property = properties[field.id] else {
                if field.secure == true || (field.valueType == .list && field.item?.secure == true) { secure.insert(field.id) }
                continue
            }
            switch field.valueType {
            case _ where field.secure == true:
                secure.insert(field.id)
            case .group:
                properties[field.id] = removingSecureFields(of: field.fields ?? [], fromSchema: property)
            case .list:
                guard let item = field.item else { break }
                if item.secure == true {
                    secure.insert(field.id)
                } else if case .object(var list) = property, let items = list["items"] {
                    list["items"] = removingSecureFields(of: [item], fromItemSchema: items)
                    properties[field.id] = .object(list)
                }
            case .union:
                // Each variant's object is one of the union's `oneOf`.
                let members = [field.tagField] + (field.variants ?? []).flatMap { $0.fields ?? [] }
                properties[field.id] = removingSecureFields(of: members, fromSchema: property)
            case .text, .integer, .number, .boolean, .choice:
                break
            }
        }
        for name in secure { properties[name] = nil }
        if members["properties"] != nil { members["properties"] = .object(properties) }
        if case .array(let required)? = members["required"] {
            members["required"] = .array(required.filter { name in
                guard case .string(let name) = name else { return true }
                return !secure.contains(name)
            })
        }
        for keyword in conditionalKeywords {
            switch members[keyword] {
            case .array(let parts)?:
                members[keyword] = .array(parts.map { removingSecureFields(of: fields, fromSchema: $0) })
            case .object?:
                members[keyword] = removingSecureFields(of: fields, fromSchema: members[keyword] ?? .null)
            default:
                break
            }
        }
        return .object(members)
    }

    /// The schema of a list's items, `item` being the items' spec: a group's object, or a scalar.
    private static func removingSecureFields(of item: [FieldSpec], fromItemSchema schema: JSONValue) -> JSONValue {
        guard let spec = item.first, spec.valueType == .group else { return schema }
        return removingSecureFields(of: spec.fields ?? [], fromSchema: schema)
    }
}
