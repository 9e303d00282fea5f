/// What a record validator keeps of a union field: its tag and, for each variant, the fields of
/// the union's object while that variant is chosen (the tag's and the variant's), made once and
/// shared.
final class RecordUnion: Sendable {
    /// The tag: the member of the union's object that chooses the variant.
    let tag: RecordNode
    /// The variants' values, in the spec's order: what a tag may be.
    let values: [String]
    /// The fields of the union's object by the tag's value that chooses them.
    private let variants: [String: RecordGroup]
    let holdsSecrets: Bool
    let verifiesAtSubmission: Bool
    let checksAtSubmission: Bool

    /// The union `field`, whose object is at `location`.
    init(_ field: BuiltField, at location: RecordLocation) {
        // A built union always has a tag (the spec is checked when built).
        let tagField = field.tag ?? BuiltField(spec: field.spec.tagField, sections: nil, validation: ValidatorChain([]), fields: [], item: nil)
        tag = RecordNode(tagField, location: location.appending(member: tagField.spec.id))
        values = field.variants.map(\.spec.value)
        let groups = field.variants.map { RecordGroup($0.members(tag: tagField), at: location) }
        variants = Dictionary(uniqueKeysWithValues: zip(values, groups))
        holdsSecrets = groups.contains(where: \.holdsSecrets)
        verifiesAtSubmission = groups.contains(where: \.verifiesAtSubmission)
        checksAtSubmission = groups.contains(where: \.checksAtSubmission)
    }

    /// The fields of the union's object `object` as its tag chooses them; `nil` when the tag is
    /// missing or none of ``values``.
    func chosenFields(of object: [String: JSONValue]) -> RecordGroup? {
        guard case .string(let value)? = object[tag.key] else { return nil }
        return variants[value]
    }
}
