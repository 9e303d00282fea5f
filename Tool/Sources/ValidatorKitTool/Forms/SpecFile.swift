public import ValidatorKit
import ValidatorKitBatch
public import ValidatorKitSession

/// A form spec read from a file, as the tool's `--spec FILE` options name one: built into a
/// form, a validator of records or a record schema, with the file named in any error.
public enum SpecFile {
    /// Reads the spec at `path` and builds it.
    ///
    /// - Throws: ``FileAccessError`` when the file cannot be read; ``UsageError`` naming the file
    ///   when the spec is wrong.
    public static func prepare(
        specAt path: String, registry: ValidatorRegistry, clock: any FieldClock, locale: MessageLocale = .english
    ) throws -> PreparedForm {
        try building(specAt: path) { spec throws(FormSpecError) in
            try FormPreparation.prepare(spec, registry: registry, clock: clock, locale: locale)
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
