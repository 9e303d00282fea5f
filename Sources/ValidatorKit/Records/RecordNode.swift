/// What a record validator keeps of one field of a spec, made once and shared: only what
/// judging a record reads, so a record copies nothing of the spec.
///
/// A class, so a record reads each node through one reference instead of copying its members.
final class RecordNode: Sendable {
    /// What the field's value must be.
    enum Shape: Sendable {
        /// A string, judged by the validators.
        case text
        /// A whole number.
        case integer
        /// Any number.
        case number
        /// `true` or `false`.
        case boolean
        /// One of `choices`.
        case choice([String])
        /// An object of the group's fields.
        case group(RecordGroup)
        /// An array of items, each judged by `item`, with at least `minimum` items and at most
        /// `maximum`.
        case list(item: RecordNode, minimum: Int, maximum: Int?)
        /// An object whose tag chooses the variant whose fields it holds.
        case union(RecordUnion)
    }

    /// The member of the enclosing object that holds the field's value; empty for a list's item.
    let key: String
    /// The specs whose titles name the field, outermost first: the field's own, after the
    /// lists whose titles stand for an item's when it has none of its own.
    private let titleSpecs: [FormSpec.FieldSpec]
    let shape: Shape
    /// Where the field's value is.
    let location: RecordLocation
    let isSecure: Bool
    let validation: ValidatorChain
    /// The first validator that is an ``AsyncValidator``, asked at submission once the record is
    /// valid (``RecordValidator/submit(_:locale:checkingWithin:)``).
    let asyncValidator: (any AsyncValidator)?
    /// Whether the validators read other fields, so they are asked with the record's values.
    let readsOtherFields: Bool
    /// The validators' verifier at submission, read once.
    let submissionVerifier: (any SubmissionVerifier)?
    /// When the field applies; always when `nil`.
    let condition: FormSpec.FieldCondition?
    /// The messages the spec gives the field in place of its codes' catalogs.
    let messageOverrides: MessageOverrides

    /// The node of `field`, whose value is at `location`; a list's item (`isItem`) is titled by
    /// its list (`listTitleSpecs`, the list's ``titleSpecs``) when it has no title of its own,
    /// and is always required: a `null` in a list stands for nothing.
    init(_ field: BuiltField, location: RecordLocation, listTitleSpecs: [FormSpec.FieldSpec] = [], isItem: Bool = false) {
        key = field.spec.id
        titleSpecs = listTitleSpecs + [field.spec]
        self.location = location
        isSecure = field.spec.secure ?? false
        validation =
            isItem && !field.validation.isRequired
            ? ValidatorChain(field.validation.validators, isRequired: true) : field.validation
        readsOtherFields = !field.validation.dependencies.isEmpty
        asyncValidator = field.validation.asyncValidator
        submissionVerifier = field.validation.submissionVerifier
        condition = field.spec.when
        messageOverrides = field.spec.messageOverrides
        switch field.spec.valueType {
        case .text: shape = .text
        case .integer: shape = .integer
        case .number: shape = .number
        case .boolean: shape = .boolean
        case .choice: shape = .choice(field.spec.choices ?? [])
        case .group: shape = .group(RecordGroup(field.fields, at: location))
        case .list:
            let itemLocation = location.appendingItem()
            // A list always has an item (the spec is checked when built); a text without
            // validators stands in otherwise.
            let item = RecordNode(
                field.item
                    ?? BuiltField(spec: FormSpec.FieldSpec(id: ""), sections: nil, validation: ValidatorChain([]), fields: [], item: nil),
                location: itemLocation, listTitleSpecs: titleSpecs, isItem: true)
            shape = .list(item: item, minimum: field.spec.minItems ?? 0, maximum: field.spec.maxItems)
        case .union:
            shape = .union(RecordUnion(field, at: location))
        }
    }

    /// The title that messages in `locale` name the field by: its title in that language
    /// (``FormSpec/FieldSpec/title(in:)``), a list's item's falling back on its list's.
    func title(in locale: MessageLocale) -> String {
        guard let outermost = titleSpecs.first else { return key }
        var title = outermost.title(in: locale)
        for spec in titleSpecs.dropFirst() {
            title = spec.title(in: locale, otherwise: title)
        }
        return title
    }

    /// Whether an absent value is `required.missing`.
    var isRequired: Bool { validation.isRequired }

    /// Whether the field or a field inside it is secure.
    var holdsSecrets: Bool {
        switch shape {
        case .group(let group): group.holdsSecrets
        case .list(let item, _, _): item.holdsSecrets
        case .union(let union): union.holdsSecrets
        default: isSecure
        }
    }

    /// Whether the field or a field inside it verifies its text at submission.
    var verifiesAtSubmission: Bool {
        switch shape {
        case .group(let group): group.verifiesAtSubmission
        case .list(let item, _, _): item.verifiesAtSubmission
        case .union(let union): union.verifiesAtSubmission
        default: submissionVerifier != nil
        }
    }

    /// Whether the field or a field inside it has an asynchronous check.
    var checksAtSubmission: Bool {
        switch shape {
        case .group(let group): group.checksAtSubmission
        case .list(let item, _, _): item.checksAtSubmission
        case .union(let union): union.checksAtSubmission
        default: asyncValidator != nil
        }
    }
}

/// The fields of one object of a record, the root or a group, made once and shared.
final class RecordGroup: Sendable {
    let fields: [RecordNode]
    /// Each field's position in ``fields``, by identifier.
    let positions: [String: Int]
    /// The positions of ``fields`` in the order of their keys (`<`): how a verdict writes an
    /// object's members.
    let keyOrder: [Int]
    /// Where the object is.
    let location: RecordLocation
    let holdsSecrets: Bool
    let verifiesAtSubmission: Bool
    let checksAtSubmission: Bool

    init(_ fields: [BuiltField], at location: RecordLocation) {
        self.location = location
        self.fields = fields.map { RecordNode($0, location: location.appending(member: $0.spec.id)) }
        positions = Dictionary(uniqueKeysWithValues: fields.enumerated().map { ($0.element.spec.id, $0.offset) })
        keyOrder = fields.indices.sorted { fields[$0].spec.id < fields[$1].spec.id }
        holdsSecrets = self.fields.contains(where: \.holdsSecrets)
        verifiesAtSubmission = self.fields.contains(where: \.verifiesAtSubmission)
        checksAtSubmission = self.fields.contains(where: \.checksAtSubmission)
    }

    /// The field named `identifier`, if the object has one.
    func field(_ identifier: String) -> RecordNode? {
        position(of: identifier).map { fields[$0] }
    }

    /// The position of the field named `identifier`, if the object has one: in a small group
    /// (a record's usual) the keys compared in turn, no hash computed; in a larger one looked up
    /// in ``positions``.
    func position(of identifier: String) -> Int? {
        guard fields.count > Self.fieldsComparedInTurn else { return fields.firstIndex { $0.key == identifier } }
        return positions[identifier]
    }

    /// How many fields a group may have for ``position(of:)`` to compare their keys in turn.
    private static let fieldsComparedInTurn = 8
}
