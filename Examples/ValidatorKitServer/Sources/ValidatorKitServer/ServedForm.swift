public import ValidatorKit

/// One form the service validates records of: its route name, its spec, its record validator
/// and the JSON Schema of the records it accepts.
public struct ServedForm: Sendable {
    /// The route name: the spec file's name without `.json`.
    public let name: String
    /// The spec the form is built from.
    public let spec: FormSpec
    /// The validator of whole records, built once at start-up.
    public let records: RecordValidator
    /// The JSON Schema of the records the form accepts (``FormSpec/recordSchema(registry:)``),
    /// published in `/openapi.json`.
    public let recordSchema: JSONValue
    /// The JSON Schema of the `201` answer: ``recordSchema`` without the secure fields, which the
    /// answer leaves out (``FormSpec/withoutSecureFields(inSchema:)``).
    public let answerSchema: JSONValue

    /// Builds the form named `name` from `spec` through `registry`.
    public init(name: String, spec: FormSpec, registry: ValidatorRegistry) throws(FormSpecError) {
        self.name = name
        self.spec = spec
        records = try spec.makeRecordValidator(registry: registry)
        recordSchema = try spec.recordSchema(registry: registry)
        answerSchema = spec.withoutSecureFields(inSchema: recordSchema)
    }

    /// The path records are posted to, such as `/payment`.
    public var route: String {
        "/" + name
    }
}
