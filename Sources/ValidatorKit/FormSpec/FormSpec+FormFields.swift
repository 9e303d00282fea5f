extension FormSpec {
    /// The blueprints of the form's fields, in order: the spec checked and every validator built
    /// once (``makeFields(registry:)``), with titles and placeholders in `locale`.
    func makeFormBlueprints(
        registry: ValidatorRegistry, clock: any FieldClock, locale: MessageLocale
    ) throws(FormSpecError) -> [FieldBlueprint] {
        try makeFields(registry: registry).map { $0.blueprint(clock: clock, locale: locale) }
    }
}

extension BuiltField {
    /// The blueprint of this field, its group's fields, its list's item and its union's variants
    /// included; a field with a `when` condition applies only while it holds.
    func blueprint(clock: any FieldClock, locale: MessageLocale) -> FieldBlueprint {
        let made = unconditionalBlueprint(clock: clock, locale: locale)
        guard let condition = spec.when else { return made }
        return .conditional(made, condition)
    }

    private func unconditionalBlueprint(clock: any FieldClock, locale: MessageLocale) -> FieldBlueprint {
        switch spec.valueType {
        case .group:
            return .group(id: spec.id, title: spec.title(in: locale), fields: fields.map { $0.blueprint(clock: clock, locale: locale) })
        case .list:
            // The spec's checking made sure a list has an item.
            guard let item else { preconditionFailure("a built list without an item") }
            let ownTitle = spec.title(in: locale)
            return .list(ListTemplate(
                id: spec.id, title: ownTitle, itemTitle: item.spec.title(in: locale, otherwise: ownTitle),
                minItems: spec.minItems ?? 0, maxItems: spec.maxItems, item: item.blueprint(clock: clock, locale: locale)))
        case .union:
            // An object of the tag, then each variant's fields, which apply while the tag names
            // their variant (the tag is found in the union's own object first).
            let chosen = variants.flatMap { variant in
                variant.fields.map { field in
                    FieldBlueprint.conditional(
                        field.blueprint(clock: clock, locale: locale),
                        FormSpec.FieldCondition(field: spec.tag ?? "", test: .equals(variant.spec.value)))
                }
            }
            let tagBlueprint = tag.map { [$0.blueprint(clock: clock, locale: locale)] } ?? []
            return .group(id: spec.id, title: spec.title(in: locale), fields: tagBlueprint + chosen)
        case .text, .integer, .number, .boolean, .choice:
            return .field(FieldTemplate(
                id: spec.id, title: spec.title(in: locale), placeholder: spec.placeholder(in: locale), isSecure: spec.secure ?? false,
                sections: sections, validation: spec.formValidation(of: validation), messageOverrides: spec.messageOverrides,
                valueType: spec.valueType, clock: clock))
        }
    }
}

extension FormSpec.FieldSpec {
    /// The field's validators, after the one that keeps its text a value of its ``valueType``.
    fileprivate func formValidation(of validation: ValidatorChain) -> ValidatorChain {
        let kind: FieldValueValidator.Kind
        switch valueType {
        case .integer: kind = .integer
        case .number: kind = .number
        case .boolean: kind = .choice(["true", "false"])
        case .choice: kind = .choice(choices ?? [])
        case .text, .group, .list, .union: return validation
        }
        return ValidatorChain([FieldValueValidator(kind: kind)] + validation.validators, isRequired: validation.isRequired)
    }
}
