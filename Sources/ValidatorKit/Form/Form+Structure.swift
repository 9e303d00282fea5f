extension Form {
    /// The groups, lists and list items `field` sits in, outermost first; empty for a field at
    /// the top level or one the form does not hold.
    public func containers(of field: Field) -> [FormContainer] {
        containersByField[ObjectIdentifier(field)] ?? []
    }

    /// What `field`'s dependent validators read: the fields of its own group or list item first
    /// (`contacts[1].email` for a dependency on `email` from `contacts[1].confirm`), then the
    /// form's.
    func values(readBy field: Field) -> any FormValues {
        guard let scopes = scopesByField[ObjectIdentifier(field)] else { return self }
        return ScopedFormValues(form: self, scopes: scopes)
    }

    /// The field a dependency on `identifier` names from within `scopes` (innermost first): the
    /// scope's field of that identifier, else the form's.
    func field(_ identifier: String, within scopes: [String]) -> Field? {
        for scope in scopes {
            if let field = field("\(scope).\(identifier)") {
                return field
            }
        }
        return field(identifier)
    }

    /// Lays out the fields of ``nodes`` again after a list changed: every field's identifier
    /// becomes its path, ``fields`` follows the tree, and every field's dependents are found
    /// again. Returns the fields whose dependencies now resolve to other fields, whose verdicts
    /// the caller has judged again.
    @discardableResult
    func restructure() -> [Field] {
        let before = Dictionary(uniqueKeysWithValues: fields.map { (ObjectIdentifier($0), resolvedDependencies(of: $0)) })
        containersByField = [:]
        scopesByField = [:]
        listsByPath = [:]
        itemsByPath = [:]
        var laidOut: [Field] = []
        for node in nodes {
            lay(node, path: node.id, containers: [], into: &laidOut)
        }
        for field in fields where !laidOut.contains(where: { $0 === field }) {
            field.form = nil
            field.dependents = []
        }
        fields = laidOut
        for field in laidOut {
            field.form = self
            field.dependents = []
        }
        var changed: [Field] = []
        for field in laidOut where !field.validation.dependencies.isEmpty {
            let scopes = scopesByField[ObjectIdentifier(field)] ?? []
            for identifier in field.validation.dependencies {
                self.field(identifier, within: scopes)?.dependents.append(WeakField(field: field))
            }
            if let earlier = before[ObjectIdentifier(field)], earlier == resolvedDependencies(of: field) { continue }
            changed.append(field)
        }
        return changed
    }

    private func resolvedDependencies(of field: Field) -> [ObjectIdentifier?] {
        let scopes = scopesByField[ObjectIdentifier(field)] ?? []
        return field.validation.dependencies.map { identifier in
            self.field(identifier, within: scopes).map(ObjectIdentifier.init)
        }
    }

    private func lay(_ node: FormNode, path: String, containers: [FormContainer], into laidOut: inout [Field]) {
        switch node {
        case .field(let field, _, _):
            field.identifier = path
            laidOut.append(field)
            if !containers.isEmpty {
                containersByField[ObjectIdentifier(field)] = containers
                let scopes = containers.reversed().filter { $0.kind != .list }.map(\.path)
                if !scopes.isEmpty {
                    scopesByField[ObjectIdentifier(field)] = scopes
                }
            }
        case .group(_, let title, let children):
            lay(children, under: path, containers: containers + [FormContainer(kind: .group, path: path, title: title, index: nil)], into: &laidOut)
        case .list(let list):
            listsByPath[path] = list
            let inList = containers + [FormContainer(kind: .list, path: path, title: list.template.title, index: nil)]
            for (index, item) in list.items.enumerated() {
                let itemPath = "\(path)[\(index)]"
                itemsByPath[itemPath] = (list, index)
                let inItem = inList + [FormContainer(kind: .item, path: itemPath, title: list.template.itemTitle, index: index)]
                if case .group(_, _, let children) = item {
                    lay(children, under: itemPath, containers: inItem, into: &laidOut)
                } else {
                    lay(item, path: itemPath, containers: inItem, into: &laidOut)
                }
            }
        }
    }

    private func lay(_ children: [FormNode], under path: String, containers: [FormContainer], into laidOut: inout [Field]) {
        for child in children {
            lay(child, path: "\(path).\(child.id)", containers: containers, into: &laidOut)
        }
    }
}

/// The fields of a form as a dependent validator inside a group or a list item reads them: its
/// own group's or item's first, then the form's.
private struct ScopedFormValues: FormValues {
    let form: Form
    let scopes: [String]

    func text(ofField identifier: String) -> String? {
        form.field(identifier, within: scopes)?.text
    }

    func title(ofField identifier: String) -> String? {
        form.field(identifier, within: scopes)?.title
    }

    func details(ofField identifier: String) -> ValidationDetails {
        guard let field = form.field(identifier, within: scopes) else { return [:] }
        return field.validation.details(for: field.text)
    }
}
