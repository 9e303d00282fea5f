extension FormSpec {
    /// The blueprints of the form's fields, in order: the spec checked and every validator built
    /// (``makeFields(registry:)``), then each group's fields and each list's item built too, with
    /// titles and placeholders in `locale`.
    func makeFormBlueprints(
        registry: ValidatorRegistry, clock: any FieldClock, locale: MessageLocale
    ) throws(FormSpecError) -> [FieldBlueprint] {
        let built = try makeFields(registry: registry)
        var blueprints: [FieldBlueprint] = []
        for (index, field) in built.enumerated() {
            blueprints.append(try field.spec.blueprint(
                built: field, registry: registry, clock: clock, locale: locale, path: "fields[\(index)]"))
        }
        return blueprints
    }
}

extension FormSpec.FieldSpec {
    /// The blueprint of this field at `path` (`fields[2].item`): `built` when the spec's checking
    /// already built it, else built now.
    func blueprint(
        built: BuiltField? = nil, registry: ValidatorRegistry, clock: any FieldClock, locale: MessageLocale, path: String
    ) throws(FormSpecError) -> FieldBlueprint {
        switch valueType {
        case .group:
            var children: [FieldBlueprint] = []
            for (index, child) in (fields ?? []).enumerated() {
                children.append(try child.blueprint(registry: registry, clock: clock, locale: locale, path: "\(path).fields[\(index)]"))
            }
            return .group(id: id, title: title(in: locale), fields: children)
        case .list:
            guard let item else {
                throw FormSpecError(path: "\(path).item", problem: "a list needs an item: the spec of each of its values")
            }
            let itemBlueprint = try item.blueprint(registry: registry, clock: clock, locale: locale, path: "\(path).item")
            let ownTitle = title(in: locale)
            return .list(ListTemplate(
                id: id, title: ownTitle, itemTitle: item.titles?[locale.language] ?? item.title ?? ownTitle,
                minItems: minItems ?? 0, maxItems: maxItems, item: itemBlueprint))
        case .text, .integer, .number, .boolean, .choice:
            let field: BuiltField
            if let built {
                field = built
            } else {
                field = try build(registry: registry, path: path)
            }
            return .field(FieldTemplate(
                id: id, title: title(in: locale), placeholder: placeholder(in: locale), isSecure: secure ?? false,
                sections: field.sections, validation: formValidation(of: field.validation), messageOverrides: messageOverrides,
                valueType: valueType, clock: clock))
        }
    }

    /// The field's validators, after the one that keeps its text a value of its ``valueType``.
    private func formValidation(of validation: ValidatorChain) -> ValidatorChain {
        let kind: FieldValueValidator.Kind
        switch valueType {
        case .integer: kind = .integer
        case .number: kind = .number
        case .boolean: kind = .choice(["true", "false"])
        case .choice: kind = .choice(choices ?? [])
        case .text, .group, .list: return validation
        }
        return ValidatorChain([FieldValueValidator(kind: kind)] + validation.validators, isRequired: validation.isRequired)
    }
}
