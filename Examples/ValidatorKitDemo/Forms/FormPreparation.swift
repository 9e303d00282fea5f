import ValidatorKit

/// Turns a ``FormSpec`` into a ``PreparedForm``: the form built through a registry, and a
/// description of each field for the front ends.
enum FormPreparation {
    /// Builds `spec` with `registry` and `clock`; `notes` says, by field identifier, why a field
    /// is not the one asked for.
    static func prepare(
        _ spec: FormSpec, registry: ValidatorRegistry, clock: any FieldClock, notes: [String: String] = [:]
    ) throws(FormSpecError) -> PreparedForm {
        let form = try spec.makeForm(registry: registry, clock: clock)
        let descriptions = spec.fields.map { field in
            FieldDescription(
                identifier: field.id, title: field.title ?? field.id, placeholder: field.placeholder ?? "",
                isSecure: field.secure ?? false,
                plugins: (field.validators ?? []).map(\.plugin), note: notes[field.id])
        }
        return PreparedForm(form: form, descriptions: descriptions)
    }

    /// Reads the spec at `path` and builds it; a file that cannot be read or a spec that is wrong
    /// is a ``UsageError`` naming the file.
    static func prepare(specAt path: String, registry: ValidatorRegistry, clock: any FieldClock) throws(UsageError) -> PreparedForm {
        let bytes = try FileContents.bytes(atPath: path)
        do {
            return try prepare(FormSpec.decode(bytes), registry: registry, clock: clock)
        } catch {
            throw UsageError("\(path): \(error)")
        }
    }
}
