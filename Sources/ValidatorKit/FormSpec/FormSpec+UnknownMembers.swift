extension FormSpec {
    /// The members a spec may have: `$schema` (for editors), `fields`, `extraMembers` and
    /// `coerce`.
    static let memberNames = ["$schema", "fields", "extraMembers", "coerce"]
    /// The members a field may have.
    static let fieldMemberNames = [
        "id", "type", "choices", "fields", "item", "minItems", "maxItems", "title", "titles", "placeholder", "placeholders", "sections", "secure", "required", "validators", "messages",
    ]
    /// The members a validator may have.
    static let validatorMemberNames = ["plugin", "options"]

    /// The error for the first member, in document order of fields, that a spec does not know,
    /// such as a misspelt `titel`, which would otherwise be ignored without a word; `nil` when
    /// every member is known. Values of the wrong kind are left to the decoding that follows.
    static func unknownMemberError(in document: JSONValue) -> FormSpecError? {
        guard case .object(let spec) = document else { return nil }
        if let error = unknownMemberError(in: spec, allowed: memberNames, path: "") { return error }
        guard case .array(let fields)? = spec["fields"] else { return nil }
        for (index, field) in fields.enumerated() {
            guard case .object(let field) = field else { continue }
            let path = "fields[\(index)]"
            if let error = unknownMemberError(in: field, allowed: fieldMemberNames, path: path) { return error }
            guard case .array(let validators)? = field["validators"] else { continue }
            for (validatorIndex, validator) in validators.enumerated() {
                guard case .object(let validator) = validator else { continue }
                let validatorPath = "\(path).validators[\(validatorIndex)]"
                if let error = unknownMemberError(in: validator, allowed: validatorMemberNames, path: validatorPath) {
                    return error
                }
            }
        }
        return nil
    }

    private static func unknownMemberError(in object: [String: JSONValue], allowed: [String], path: String) -> FormSpecError? {
        guard let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) else { return nil }
        return FormSpecError(
            .unknownMember, path: path.isEmpty ? unknown : "\(path).\(unknown)",
            problem: "is not a member of \(path.isEmpty ? "a form spec" : "this object"); expected one of \(allowed.joined(separator: ", "))")
    }
}
