public import ValidatorKit

/// Turns a `FormSpec` into a ``PreparedForm``: the form built through a registry, and a
/// description of each field for the front ends.
public enum FormPreparation {
    /// Builds `spec` with `registry` and `clock`, with titles and messages in `locale`; `notes`
    /// says, by field identifier, why a field is not the one asked for.
    public static func prepare(
        _ spec: FormSpec, registry: ValidatorRegistry, clock: any FieldClock, locale: MessageLocale = .english,
        notes: [String: String] = [:]
    ) throws(FormSpecError) -> PreparedForm {
        let form = try spec.makeForm(registry: registry, clock: clock, locale: locale)
        var origins: [String: FieldOrigin] = [:]
        collect(spec.fields, under: nil, conditions: [], locale: locale, into: &origins)
        let descriptions = form.allFields.map { made in
            let origin = origins[pattern(of: made.identifier)]
            return FieldDescription(
                identifier: made.identifier, title: made.title, placeholder: made.placeholder, isSecure: made.isSecure,
                plugins: (origin?.spec.validators ?? []).map(\.plugin), note: notes[made.identifier],
                containers: form.containers(of: made), choices: made.choices, choiceTitles: origin?.choiceTitles ?? made.choices,
                condition: origin.flatMap { $0.conditions.isEmpty ? nil : $0.conditions.joined(separator: " and ") })
        }
        return PreparedForm(form: form, descriptions: descriptions, clock: clock)
    }

    /// What a form field is made from: its spec, the conditions under which it applies (its
    /// groups' and union variant's, outermost first, then its own), and the titles of a union
    /// tag's choices.
    private struct FieldOrigin {
        let spec: FormSpec.FieldSpec
        let conditions: [String]
        let choiceTitles: [String]?
    }

    /// Where every form field comes from, by the pattern of its path: `address.street`,
    /// `phones[]`, `contacts[].email`, `payment.method` (a union's tag), `payment.iban`.
    private static func collect(
        _ fields: [FormSpec.FieldSpec], under prefix: String?, conditions: [String], locale: MessageLocale,
        into origins: inout [String: FieldOrigin]
    ) {
        for field in fields {
            let path = prefix.map { "\($0).\(field.id)" } ?? field.id
            collect(field, at: path, conditions: conditions + (field.when.map { [text(of: $0)] } ?? []), locale: locale, into: &origins)
        }
    }

    private static func collect(
        _ field: FormSpec.FieldSpec, at path: String, conditions: [String], locale: MessageLocale,
        into origins: inout [String: FieldOrigin]
    ) {
        switch field.valueType {
        case .group:
            collect(field.fields ?? [], under: path, conditions: conditions, locale: locale, into: &origins)
        case .list:
            if let item = field.item {
                collect(item, at: path + "[]", conditions: conditions, locale: locale, into: &origins)
            }
        case .union:
            let tag = field.tagField
            let variants = field.variants ?? []
            origins["\(path).\(tag.id)"] = FieldOrigin(
                spec: tag, conditions: conditions, choiceTitles: variants.map { $0.title(in: locale) })
            for variant in variants {
                let chosen = conditions + [text(of: FormSpec.FieldCondition(field: "\(path).\(tag.id)", test: .equals(variant.value)))]
                collect(variant.fields ?? [], under: path, conditions: chosen, locale: locale, into: &origins)
            }
        case .text, .integer, .number, .boolean, .choice:
            origins[path] = FieldOrigin(spec: field, conditions: conditions, choiceTitles: nil)
        }
    }

    /// `condition` as a replay's error says it: `country is 'US'`, `country is one of 'DE', 'FR'`,
    /// `company is filled`.
    private static func text(of condition: FormSpec.FieldCondition) -> String {
        switch condition.test {
        case .equals(let value): "\(condition.field) is '\(value)'"
        case .isAny(let values): "\(condition.field) is one of \(values.map { "'\($0)'" }.joined(separator: ", "))"
        case .isFilled(let isFilled): "\(condition.field) is \(isFilled ? "filled" : "empty")"
        }
    }

    /// `identifier` with each list index left out: `contacts[1].email` → `contacts[].email`.
    private static func pattern(of identifier: String) -> String {
        var pattern = ""
        var inIndex = false
        for character in identifier {
            if character == "[" {
                inIndex = true
                pattern.append(character)
            } else if character == "]" {
                inIndex = false
                pattern.append(character)
            } else if !inIndex {
                pattern.append(character)
            }
        }
        return pattern
    }
}
