public import ValidatorKit

/// Turns a ``FormSpec`` into a ``PreparedForm``: the form built through a registry, and a
/// description of each field for the front ends.
public enum FormPreparation {
    /// Builds `spec` with `registry` and `clock`, with titles and messages in `locale`; `notes`
    /// says, by field identifier, why a field is not the one asked for.
    public static func prepare(
        _ spec: FormSpec, registry: ValidatorRegistry, clock: any FieldClock, locale: MessageLocale = .english,
        notes: [String: String] = [:]
    ) throws(FormSpecError) -> PreparedForm {
        let form = try spec.makeForm(registry: registry, clock: clock, locale: locale)
        let descriptions = spec.fields.map { field in
            FieldDescription(
                identifier: field.id, title: field.title(in: locale), placeholder: field.placeholder(in: locale),
                isSecure: field.secure ?? false,
                plugins: (field.validators ?? []).map(\.plugin), note: notes[field.id])
        }
        return PreparedForm(form: form, descriptions: descriptions, clock: clock)
    }

    /// Reads the spec at `path` and builds it.
    ///
    /// - Throws: ``FileAccessError`` when the file cannot be read; ``UsageError`` naming the file
    ///   when the spec is wrong.
    public static func prepare(
        specAt path: String, registry: ValidatorRegistry, clock: any FieldClock, locale: MessageLocale = .english
    ) throws -> PreparedForm {
        try building(specAt: path) { spec throws(FormSpecError) in
            try prepare(spec, registry: registry, clock: clock, locale: locale)
        }
    }

    /// Reads the spec at `path` and builds its validator of whole records.
    ///
    /// - Throws: as ``prepare(specAt:registry:clock:locale:)``.
    public static func recordValidator(specAt path: String, registry: ValidatorRegistry) throws -> RecordValidator {
        try building(specAt: path) { spec throws(FormSpecError) in try spec.makeRecordValidator(registry: registry) }
    }

    /// Reads the spec at `path` and writes the JSON Schema of the records it accepts
    /// (``FormSpec/recordSchema(registry:)``).
    ///
    /// - Throws: as ``prepare(specAt:registry:clock:locale:)``.
    public static func recordSchema(specAt path: String, registry: ValidatorRegistry) throws -> JSONValue {
        try building(specAt: path) { spec throws(FormSpecError) in try spec.recordSchema(registry: registry) }
    }

    private static func building<Built>(
        specAt path: String, _ build: (FormSpec) throws(FormSpecError) -> Built
    ) throws -> Built {
        let bytes = try FileContents.bytes(atPath: path)
        do {
            return try build(FormSpec.decode(bytes))
        } catch {
            throw UsageError(UnknownPluginHint.message("\(path): \(error)", for: error))
        }
    }
}
