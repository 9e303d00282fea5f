/// What a field of a spec is made of once its validators are built: enough to make the
/// ``Field``s of a new list item at run time.
indirect enum FieldBlueprint: Sendable {
    /// A field a person types into or chooses for.
    case field(FieldTemplate)
    /// A group and the blueprints of its fields.
    case group(id: String, title: String, fields: [FieldBlueprint])
    /// A list and the blueprint of its items.
    case list(ListTemplate)
    /// A part of the form that applies only while `condition` holds (a spec's `when`, or a union
    /// variant's fields, which apply while the union's tag names the variant).
    case conditional(FieldBlueprint, FormSpec.FieldCondition)

    /// Makes the live fields: a list with its first items (``ListTemplate/initialCount``).
    func makeNode() -> FormNode {
        switch self {
        case .field(let template):
            return .field(template.makeField(), id: template.id, type: template.valueType)
        case .group(let id, let title, let fields):
            return .group(id: id, title: title, children: fields.map { $0.makeNode() })
        case .list(let template):
            return .list(FormListNode(template: template, items: (0..<template.initialCount).map { _ in template.item.makeNode() }))
        case .conditional(let blueprint, let condition):
            return .conditional(FormConditionalNode(node: blueprint.makeNode(), condition: condition))
        }
    }
}

/// A field a person types into or chooses for, with its validators built.
struct FieldTemplate: Sendable {
    let id: String
    let title: String
    let placeholder: String
    let isSecure: Bool
    let sections: SectionLayout?
    let validation: ValidatorChain
    let messageOverrides: MessageOverrides
    let valueType: FormSpec.FieldType
    let clock: any FieldClock

    func makeField() -> Field {
        let field = Field(
            identifier: id, title: title, placeholder: placeholder, isSecure: isSecure, sections: sections,
            validation: validation, clock: clock)
        field.messageOverrides = messageOverrides
        return field
    }
}

/// A list field: its title, bounds and what each item is.
struct ListTemplate: Sendable {
    let id: String
    let title: String
    /// The title of an item: the item spec's, else the list's.
    let itemTitle: String
    let minItems: Int
    let maxItems: Int?
    let item: FieldBlueprint

    /// How many items a list starts with, and the fewest it keeps: `minItems`, but at least one,
    /// so a person sees where a first item goes (an item left empty is left out of the record).
    var initialCount: Int {
        max(minItems, 1)
    }
}

/// A live part of a form's tree: a field, a group of nodes, a list of item nodes, or a node that
/// applies only while its condition holds.
indirect enum FormNode {
    case field(Field, id: String, type: FormSpec.FieldType)
    case group(id: String, title: String, children: [FormNode])
    case list(FormListNode)
    case conditional(FormConditionalNode)

    /// The node's identifier among its siblings.
    var id: String {
        switch self {
        case .field(_, let id, _), .group(let id, _, _): id
        case .list(let list): list.template.id
        case .conditional(let conditional): conditional.node.id
        }
    }

    /// The fields of the node, in order, those that do not apply now included.
    var fields: [Field] {
        switch self {
        case .field(let field, _, _): [field]
        case .group(_, _, let children): children.flatMap(\.fields)
        case .list(let list): list.items.flatMap(\.fields)
        case .conditional(let conditional): conditional.node.fields
        }
    }
}

/// A live part of a form that applies only while its condition holds; whether it applies is
/// found again whenever the form lays its fields out, so it is held by reference from the tree.
final class FormConditionalNode {
    let node: FormNode
    let condition: FormSpec.FieldCondition
    /// Whether the condition held (and every node around it applied) when the form last laid
    /// its fields out.
    var applies = false

    init(node: FormNode, condition: FormSpec.FieldCondition) {
        self.node = node
        self.condition = condition
    }
}

/// A live list: its items change when a person adds or removes one, so it is held by reference
/// from the tree.
final class FormListNode {
    let template: ListTemplate
    var items: [FormNode]

    init(template: ListTemplate, items: [FormNode]) {
        self.template = template
        self.items = items
    }
}
