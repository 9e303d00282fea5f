extension FormSpec {
    /// The members a spec may have: `$schema` (for editors), `fields`, `extraMembers` and
    /// `coerce`.
    static let memberNames = ["$schema", "fields", "extraMembers", "coerce"]
    /// The members a field may have.
    static let fieldMemberNames = [
        "id", "type", "choices", "fields", "item", "minItems", "maxItems", "title", "titles", "placeholder", "placeholders", "sections", "secure", "required", "validators", "messages",
        "when", "tag", "variants",
    ]
    /// The members a field's condition may have.
    static let conditionMemberNames = ["field", "equals", "in", "filled"]
    /// The members a union's variant may have.
    static let variantMemberNames = ["value", "title", "titles", "fields"]
    /// The members a validator may have.
    static let validatorMemberNames = ["plugin", "options"]

    /// The error for the first member, in document order of fields, that a spec does not know,
    /// such as a misspelt `titel`, which would otherwise be ignored without a word; `nil` when
    /// every member is known. A group's fields and a list's item are looked through at any
    /// depth. Values of the wrong kind are left to the decoding that follows.
    static func unknownMemberError(in document: JSONValue) -> FormSpecError? {
        guard case .object(let spec) = document else { return nil }
        if let error = unknownMemberError(in: spec, allowed: memberNames, path: "") { return error }
        return unknownMemberError(inFields: spec["fields"], path: "fields")
    }

    /// The first unknown member of the fields `fields` (at `path`, such as `fields[2].fields`)
    /// or below them.
    private static func unknownMemberError(inFields fields: JSONValue?, path: String) -> FormSpecError? {
        guard case .array(let fields)? = fields else { return nil }
        for (index, field) in fields.enumerated() {
            if let error = unknownMemberError(inField: field, path: "\(path)[\(index)]") { return error }
        }
        return nil
    }

    /// The first unknown member of the field `field` at `path`, of its validators, its
    /// condition, its group's fields, its union's variants or its list's item.
    private static func unknownMemberError(inField field: JSONValue, path: String) -> FormSpecError? {
        guard case .object(let field) = field else { return nil }
        if let error = unknownMemberError(in: field, allowed: fieldMemberNames, path: path) { return error }
        if case .array(let validators)? = field["validators"] {
            for (validatorIndex, validator) in validators.enumerated() {
                guard case .object(let validator) = validator else { continue }
                let validatorPath = "\(path).validators[\(validatorIndex)]"
                if let error = unknownMemberError(in: validator, allowed: validatorMemberNames, path: validatorPath) {
                    return error
                }
            }
        }
        if case .object(let condition)? = field["when"],
            let error = unknownMemberError(in: condition, allowed: conditionMemberNames, path: "\(path).when")
        {
            return error
        }
        if let error = unknownMemberError(inFields: field["fields"], path: "\(path).fields") { return error }
        if case .array(let variants)? = field["variants"] {
            for (variantIndex, variant) in variants.enumerated() {
                guard case .object(let variant) = variant else { continue }
                let variantPath = "\(path).variants[\(variantIndex)]"
                if let error = unknownMemberError(in: variant, allowed: variantMemberNames, path: variantPath) { return error }
                if let error = unknownMemberError(inFields: variant["fields"], path: "\(variantPath).fields") { return error }
            }
        }
        guard let item = field["item"] else { return nil }
        return unknownMemberError(inField: item, path: "\(path).item")
    }

    private static func unknownMemberError(in object: [String: JSONValue], allowed: [String], path: String) -> FormSpecError? {
        guard let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) else { return nil }
        return FormSpecError(
            .unknownMember, path: path.isEmpty ? unknown : "\(path).\(unknown)",
            problem: "is not a member of \(path.isEmpty ? "a form spec" : "this object"); expected one of \(allowed.joined(separator: ", "))")
    }
}
