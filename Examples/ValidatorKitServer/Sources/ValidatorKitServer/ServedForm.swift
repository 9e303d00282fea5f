import ValidatorKit

/// One form the service validates records of: its route name, its record validator, and the
/// titles of its secure fields, whose values must never leave the service.
public struct ServedForm: Sendable {
    /// The route name: the spec file's name without `.json`.
    public let name: String
    /// The validator of whole records, built once at start-up.
    public let records: RecordValidator
    /// The identifiers of the secure fields.
    public let secureFields: Set<String>

    /// Builds the form named `name` from `spec` through `registry`.
    public init(name: String, spec: FormSpec, registry: ValidatorRegistry) throws(FormSpecError) {
        self.name = name
        records = try spec.makeRecordValidator(registry: registry)
        secureFields = Set(spec.fields.filter { $0.secure == true }.map(\.id))
    }
}
