/// One field of a spec with its validators built: what a ``Form``'s field and a
/// ``RecordValidator``'s field are made of. A group holds its fields built, a list its item, a
/// union its tag and variants.
struct BuiltField: Sendable {
    let spec: FormSpec.FieldSpec
    let sections: SectionLayout?
    let validation: ValidatorChain
    /// A group's fields; empty for any other type.
    let fields: [BuiltField]
    /// A list's item, or a union's tag field, in an array because a structure cannot hold
    /// itself; empty for any other type.
    private let childStorage: [BuiltField]
    /// A union's variants, in order; empty for any other type.
    let variants: [BuiltVariant]

    init(
        spec: FormSpec.FieldSpec, sections: SectionLayout?, validation: ValidatorChain, fields: [BuiltField], item: BuiltField?,
        tag: BuiltField? = nil, variants: [BuiltVariant] = []
    ) {
        self.spec = spec
        self.sections = sections
        self.validation = validation
        self.fields = fields
        childStorage = (item ?? tag).map { [$0] } ?? []
        self.variants = variants
    }

    /// A list's item; `nil` for any other type.
    var item: BuiltField? { spec.valueType == .list ? childStorage.first : nil }

    /// A union's tag: a required choice of its variants' values; `nil` for any other type.
    var tag: BuiltField? { spec.valueType == .union ? childStorage.first : nil }
}

/// One variant of a union with its fields built.
struct BuiltVariant: Sendable {
    let spec: FormSpec.VariantSpec
    let fields: [BuiltField]

    /// The fields of the union's object while this variant is chosen: its `tag` first, then the
    /// variant's own.
    func members(tag: BuiltField) -> [BuiltField] {
        [tag] + fields
    }
}
