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
        var specs: [String: FormSpec.FieldSpec] = [:]
        collect(spec.fields, under: nil, into: &specs)
        let descriptions = form.allFields.map { made in
            let field = specs[pattern(of: made.identifier)]
            return FieldDescription(
                identifier: made.identifier, title: made.title, placeholder: made.placeholder, isSecure: made.isSecure,
                plugins: (field?.validators ?? []).map(\.plugin), note: notes[made.identifier],
                containers: form.containers(of: made), choices: made.choices)
        }
        return PreparedForm(form: form, descriptions: descriptions, clock: clock)
    }

    /// Every field spec a form field is made from, by the pattern of its path: `address.street`,
    /// `phones[]`, `contacts[].email`.
    private static func collect(_ fields: [FormSpec.FieldSpec], under prefix: String?, into specs: inout [String: FormSpec.FieldSpec]) {
        for field in fields {
            let path = prefix.map { "\($0).\(field.id)" } ?? field.id
            collect(field, at: path, into: &specs)
        }
    }

    private static func collect(_ field: FormSpec.FieldSpec, at path: String, into specs: inout [String: FormSpec.FieldSpec]) {
        switch field.valueType {
        case .group:
            collect(field.fields ?? [], under: path, into: &specs)
        case .list:
            if let item = field.item {
                collect(item, at: path + "[]", into: &specs)
            }
        case .union:
            collect([field.tagField] + (field.variants ?? []).flatMap { $0.fields ?? [] }, under: path, into: &specs)
        case .text, .integer, .number, .boolean, .choice:
            specs[path] = field
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
