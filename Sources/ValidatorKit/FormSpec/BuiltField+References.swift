extension BuiltField {
    /// Checks every reference to another field among `fields` (at `path`, such as
    /// `fields[2].item.fields`) and below: each dependent validator and each `when` names a
    /// field of its own object (one of `fields`) or of the record's root (`root`), and not
    /// itself; a `when` reads a scalar field, with values it can take, and no `when`s read each
    /// other in a circle.
    static func checkReferences(of fields: [BuiltField], path: String, root: [BuiltField]) throws(FormSpecError) {
        try checkReferences(of: fields, path: path, scope: ReferenceScope(siblings: fields, root: root))
    }

    /// Checks the references among `fields`, the root's, at `path` and below.
    static func checkReferences(ofRoot fields: [BuiltField], path: String) throws(FormSpecError) {
        try checkReferences(of: fields, path: path, scope: ReferenceScope(root: fields))
    }

    private static func checkReferences(of fields: [BuiltField], path: String, scope: ReferenceScope) throws(FormSpecError) {
        for (index, field) in fields.enumerated() {
            try field.checkReferences(path: "\(path)[\(index)]", scope: scope)
        }
    }

    /// Checks the references of this field, which reads the fields of `scope`, and those of its
    /// group's fields, its list's item or its union's variants.
    private func checkReferences(path: String, scope: ReferenceScope) throws(FormSpecError) {
        for (validatorIndex, validator) in validation.validators.enumerated() {
            guard let dependent = validator as? any DependentValidator else { continue }
            for dependency in dependent.dependencies where dependency == spec.id || scope.field(dependency) == nil {
                let problem =
                    dependency == spec.id
                    ? "a field cannot depend on itself ('\(dependency)')"
                    : "no field has the identifier '\(dependency)'; fields: \(scope.identifiers.joined(separator: ", "))"
                throw FormSpecError(path: "\(path).validators[\(validatorIndex)].options", problem: problem)
            }
        }
        if let condition = spec.when {
            try checkCondition(condition, path: "\(path).when", scope: scope)
        }
        if !fields.isEmpty {
            try Self.checkReferences(of: fields, path: "\(path).fields", root: scope.root)
        }
        // A list's item reads the object that holds the list, as the list's other fields do.
        try item?.checkReferences(path: "\(path).item", scope: scope)
        if let tag {
            for (index, variant) in variants.enumerated() {
                // A variant's fields read the union's object (its tag and theirs), then the root.
                let variantScope = ReferenceScope(siblings: variant.members(tag: tag), root: scope.root)
                for (fieldIndex, field) in variant.fields.enumerated() {
                    try field.checkReferences(path: "\(path).variants[\(index)].fields[\(fieldIndex)]", scope: variantScope)
                }
            }
        }
    }

    /// Checks that `condition` (at `path`) reads a scalar field of `scope` other than this one,
    /// compares it with values it can take, and is not part of a circle of conditions.
    private func checkCondition(_ condition: FormSpec.FieldCondition, path: String, scope: ReferenceScope) throws(FormSpecError) {
        guard condition.field != spec.id else {
            throw FormSpecError(path: "\(path).field", problem: "a field's condition cannot read the field itself ('\(spec.id)')")
        }
        guard let named = scope.field(condition.field) else {
            throw FormSpecError(
                .unknownField, path: "\(path).field",
                problem: "no field has the identifier '\(condition.field)'; fields: \(scope.identifiers.joined(separator: ", "))")
        }
        let takes: [String]?
        switch named.spec.valueType {
        case .group, .list, .union:
            throw FormSpecError(
                path: "\(path).field",
                problem: "a condition reads a text, integer, number, boolean or choice field, and '\(condition.field)' is a \(named.spec.valueType.rawValue)")
        case .choice: takes = named.spec.choices
        case .boolean: takes = ["true", "false"]
        case .text, .integer, .number: takes = nil
        }
        if let takes, let expected = condition.expectedTexts, let impossible = expected.first(where: { !takes.contains($0) }) {
            throw FormSpecError(
                path: path,
                problem: "'\(condition.field)' cannot be '\(impossible)'; expected one of \(takes.joined(separator: ", "))")
        }
        // Follow the conditions that decide whether the named field applies, back to one that
        // has none; coming back to a field seen means none of them can be decided first.
        var current = scope
        var seen: Set<String> = [current.key(of: spec.id)]
        var chain = [spec.id]
        var reading: FormSpec.FieldCondition? = condition
        while let next = reading, let found = current.resolve(next.field) {
            chain.append(next.field)
            guard seen.insert(found.key).inserted else {
                throw FormSpecError(
                    .conditionCycle, path: "\(path).field",
                    problem: "conditions read each other in a circle (\(chain.joined(separator: " → "))); one of them must not depend on the next")
            }
            if found.isInRoot { current = ReferenceScope(root: current.root) }
            reading = found.field.spec.when
        }
    }
}

/// The fields a reference inside an object can name: the object's own (`siblings`) first, then
/// the record's root.
struct ReferenceScope {
    let siblings: [BuiltField]
    let root: [BuiltField]
    /// Whether the siblings are the root's fields.
    private let isRoot: Bool

    /// The scope of the fields `siblings`, inside an object of the root `root`.
    init(siblings: [BuiltField], root: [BuiltField]) {
        self.siblings = siblings
        self.root = root
        isRoot = false
    }

    /// The scope of the root's fields, `root`.
    init(root: [BuiltField]) {
        siblings = root
        self.root = root
        isRoot = true
    }

    /// The field named `identifier`: a sibling, else a field of the root.
    func field(_ identifier: String) -> BuiltField? {
        resolve(identifier)?.field
    }

    /// The field named `identifier` and a key telling it apart from a field of the other
    /// object with the same identifier.
    func resolve(_ identifier: String) -> (field: BuiltField, key: String, isInRoot: Bool)? {
        if let sibling = siblings.first(where: { $0.spec.id == identifier }) {
            return (sibling, key(of: identifier), isRoot)
        }
        return root.first { $0.spec.id == identifier }.map { ($0, "/\(identifier)", true) }
    }

    /// The key of the sibling `identifier`: the same for a field of the root whichever scope
    /// names it.
    func key(of identifier: String) -> String {
        isRoot ? "/\(identifier)" : "./\(identifier)"
    }

    /// The identifiers a reference may name, siblings first.
    var identifiers: [String] {
        let own = siblings.map(\.spec.id)
        return own + root.map(\.spec.id).filter { !own.contains($0) }
    }
}
