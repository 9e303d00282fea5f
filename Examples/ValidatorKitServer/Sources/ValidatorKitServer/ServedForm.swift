public import ValidatorKit

/// One form the service validates records of: its route name and its record validator.
public struct ServedForm: Sendable {
    /// The route name: the spec file's name without `.json`.
    public let name: String
    /// The validator of whole records, built once at start-up.
    public let records: RecordValidator

    /// Builds the form named `name` from `spec` through `registry`.
    public init(name: String, spec: FormSpec, registry: ValidatorRegistry) throws(FormSpecError) {
        self.name = name
        records = try spec.makeRecordValidator(registry: registry)
    }
}
