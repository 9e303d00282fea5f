extension Form {
    /// The groups, lists and list items `field` sits in, outermost first; empty for a field at
    /// the top level or one the form does not hold.
    public func containers(of field: Field) -> [FormContainer] {
        containersByField[ObjectIdentifier(field)] ?? []
    }

    /// What `field`'s dependent validators read: the fields of its own group or list item first
    /// (`contacts[1].email` for a dependency on `email` from `contacts[1].confirm`), then the
    /// form's; their texts as the fields hold them, without telling observers.
    ///
    /// A keystroke asks this for each field whose sections or verdict may read the others: the
    /// fields its validators declare are found by the indices the layout resolved
    /// (``Field/dependencyIndices``), without building or comparing paths. The public reads of
    /// the form (``text(ofField:)``) stay observed: a view that shows them hears of every change.
    func values(readBy field: Field) -> any FormValues {
        StoredFormValues(form: self, reader: field)
    }

    /// The field `identifier` as `reader`'s dependent validators read it: by its resolved index
    /// when the validators declare it (``ValidatorChain/dependencies``), else looked up from
    /// within the reader's group or item; found without telling observers.
    func field(_ identifier: String, readBy reader: Field) -> Field? {
        guard let position = reader.validation.dependencies.firstIndex(of: identifier) else {
            return field(identifier, within: scopesByField[ObjectIdentifier(reader)] ?? [])
        }
        return reader.dependencyIndices[position].map(unobservedField(at:))
    }

    /// The field a dependency on `identifier` names from within `scopes` (innermost first): the
    /// scope's field of that identifier, else the form's; found without telling observers.
    func field(_ identifier: String, within scopes: [String]) -> Field? {
        for scope in scopes {
            if let field = unobservedField("\(scope).\(identifier)") {
                return field
            }
        }
        return unobservedField(identifier)
    }

    /// Lays out the fields of ``nodes`` again after a list or an answer a condition reads
    /// changed: every field's identifier becomes its path, ``fields`` follows the tree and holds
    /// the fields that apply, and every field's dependents are found again. Returns the fields
    /// whose dependencies now resolve to other fields, whose verdicts the caller has judged again.
    ///
    /// A condition reads the answers of the layout before it, so the layout is made again until
    /// the conditions agree with it (a state that follows a country that now applies itself); a
    /// set of conditions that never agree (each reading the other) stops after one round each.
    @discardableResult
    func restructure() -> [Field] {
        let before = Dictionary(uniqueKeysWithValues: fields.map { (ObjectIdentifier($0), resolvedDependencies(of: $0)) })
        let held = heldWhenLaidOut
        var verdicts: [Bool]?
        var laidOut: [Field] = []
        var conditionAnswers: Set<ObjectIdentifier> = []
        for _ in 0...conditionalNodeCount {
            containersByField = [:]
            scopesByField = [:]
            listsByPath = [:]
            itemsByPath = [:]
            var layout = Layout()
            for node in nodes {
                lay(node, path: node.id, containers: [], applies: true, into: &layout)
            }
            laidOut = layout.fields
            fields = laidOut
            conditionAnswers = layout.conditionAnswers
            if layout.verdicts == verdicts { break }
            verdicts = layout.verdicts
        }
        let inTree = allFields
        heldWhenLaidOut = inTree
        let stillHeld = Set(inTree.map(ObjectIdentifier.init))
        // A field let go of that another form has laid out since (a field shared through
        // `Form(fields:)`) is that form's now: its back-reference and dependents stay.
        for field in held where !stillHeld.contains(ObjectIdentifier(field)) && field.form === self {
            field.form = nil
            field.dependents = []
            field.dependencyIndices = field.dependencyIndices.map { _ in nil }
            field.answersCondition = false
        }
        let applying = Set(laidOut.map(ObjectIdentifier.init))
        for field in inTree {
            field.form = self
            field.dependents = []
            field.answersCondition = conditionAnswers.contains(ObjectIdentifier(field))
            let applies = applying.contains(ObjectIdentifier(field))
            if field.applies != applies {
                field.applies = applies
            }
            if !applies {
                // A field that does not apply hears no change of the fields it reads.
                field.dependencyKeys = field.dependencyKeys.map { _ in nil }
            }
        }
        let indexByField = Dictionary(uniqueKeysWithValues: laidOut.enumerated().map { (ObjectIdentifier($1), $0) })
        for field in inTree {
            field.dependencyIndices = resolvedDependencies(of: field).map { $0.flatMap { indexByField[$0] } }
        }
        var changed: [Field] = []
        for (index, field) in laidOut.enumerated() where !field.validation.dependencies.isEmpty {
            for (dependency, resolved) in field.dependencyIndices.enumerated() {
                guard let resolved else { continue }
                laidOut[resolved].dependents.append(DependentField(index: index, dependency: dependency))
            }
            if let earlier = before[ObjectIdentifier(field)], earlier == resolvedDependencies(of: field) { continue }
            changed.append(field)
        }
        return changed
    }

    /// How many parts of the form apply only under a condition, however deep.
    private var conditionalNodeCount: Int {
        func count(_ node: FormNode) -> Int {
            switch node {
            case .field: 0
            case .group(_, _, let children): children.reduce(0) { $0 + count($1) }
            case .list(let list): list.items.reduce(0) { $0 + count($1) }
            case .conditional(let conditional): 1 + count(conditional.node)
            }
        }
        return nodes.reduce(0) { $0 + count($1) }
    }

    private func resolvedDependencies(of field: Field) -> [ObjectIdentifier?] {
        let scopes = scopesByField[ObjectIdentifier(field)] ?? []
        return field.validation.dependencies.map { identifier in
            self.field(identifier, within: scopes).map(ObjectIdentifier.init)
        }
    }

    /// What one round of laying out finds: the fields that apply, in order, and each
    /// condition's verdict, in the tree's order.
    private struct Layout {
        var fields: [Field] = []
        var verdicts: [Bool] = []
        /// The fields whose answers a condition read: a change of one lays the fields out again.
        var conditionAnswers: Set<ObjectIdentifier> = []
    }

    /// Lays `node` out at `path`; its fields join the layout only where `applies` (every
    /// condition around them holds), but every field gets its path and containers.
    private func lay(_ node: FormNode, path: String, containers: [FormContainer], applies: Bool, into layout: inout Layout) {
        switch node {
        case .field(let field, _, _):
            field.identifier = path
            if applies {
                layout.fields.append(field)
            }
            if !containers.isEmpty {
                containersByField[ObjectIdentifier(field)] = containers
                let scopes = Self.scopes(of: containers)
                if !scopes.isEmpty {
                    scopesByField[ObjectIdentifier(field)] = scopes
                }
            }
        case .group(_, let title, let children):
            let inGroup = containers + [FormContainer(kind: .group, path: path, title: title, index: nil)]
            lay(children, under: path, containers: inGroup, applies: applies, into: &layout)
        case .list(let list):
            if applies {
                listsByPath[path] = list
            }
            let inList = containers + [FormContainer(kind: .list, path: path, title: list.template.title, index: nil)]
            for (index, item) in list.items.enumerated() {
                let itemPath = "\(path)[\(index)]"
                if applies {
                    itemsByPath[itemPath] = (list, index)
                }
                let inItem = inList + [FormContainer(kind: .item, path: itemPath, title: list.template.itemTitle, index: index)]
                if case .group(_, _, let children) = item {
                    lay(children, under: itemPath, containers: inItem, applies: applies, into: &layout)
                } else {
                    lay(item, path: itemPath, containers: inItem, applies: applies, into: &layout)
                }
            }
        case .conditional(let conditional):
            let decider = field(conditional.condition.field, within: Self.scopes(of: containers))
            if let decider {
                layout.conditionAnswers.insert(ObjectIdentifier(decider))
            }
            conditional.applies = applies && conditional.condition.holds(forText: decider?.text ?? "")
            layout.verdicts.append(conditional.applies)
            lay(conditional.node, path: path, containers: containers, applies: conditional.applies, into: &layout)
        }
    }

    private func lay(_ children: [FormNode], under path: String, containers: [FormContainer], applies: Bool, into layout: inout Layout) {
        for child in children {
            lay(child, path: "\(path).\(child.id)", containers: containers, applies: applies, into: &layout)
        }
    }

    /// The paths of the groups and items among `containers`, innermost first: where a dependency
    /// or a condition looks for a field before the top level.
    private static func scopes(of containers: [FormContainer]) -> [String] {
        containers.reversed().filter { $0.kind != .list }.map(\.path)
    }
}

/// The fields of a form as a dependent validator reads them: inside a group or a list item, its
/// own group's or item's first, then the form's; each text as its field holds it, read without
/// telling observers (the form judges the dependent field again when one of them changes).
private struct StoredFormValues: FormValues {
    let form: Form
    /// The field whose validators read.
    let reader: Field

    func text(ofField identifier: String) -> String? {
        form.field(identifier, readBy: reader)?.storedState.text
    }

    func title(ofField identifier: String) -> String? {
        form.field(identifier, readBy: reader)?.title
    }

    func details(ofField identifier: String) -> ValidationDetails {
        guard let field = form.field(identifier, readBy: reader) else { return [:] }
        return field.validation.details(for: field.storedState.text)
    }

    /// The key the reader keeps of the field (``Field/dependencyKeys``), when its validators
    /// declare it.
    func dependencyKey(ofField identifier: String) -> Int? {
        reader.validation.dependencies.firstIndex(of: identifier).flatMap { reader.dependencyKeys[$0] }
    }
}
