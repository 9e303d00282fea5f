public import ValidatorKit

/// One form records are submitted to: its name, its spec, its record validator, the registry it
/// was built with, the JSON Schemas of what it accepts and answers, and the limits of a
/// submission.
///
/// Build one per form when the app starts, with a registry whose one-time-code plugin has the
/// service's one replay store (`OneTimePasswordPlugin(replayStore:)`), so that every route and
/// instance refuses a code any of them accepted:
///
/// ```swift
/// let signup = try ServedForm(name: "signup", spec: FormSpec.decode(specBytes), registry: registry)
/// ```
public struct ServedForm: Sendable {
    /// The form's name: a route segment (the spec file's name without `.json`), and the name of
    /// its schemas in an OpenAPI document.
    public let name: String
    /// The spec the form is built from.
    public let spec: FormSpec
    /// The validator of whole records, built once.
    public let records: RecordValidator
    /// The registry the form was built with, which builds its fields again for a form posted as
    /// `application/x-www-form-urlencoded` (and for a live form).
    public let registry: ValidatorRegistry
    /// The JSON Schema of the records the form accepts (`FormSpec.recordSchema(registry:)`):
    /// the request body's schema in an OpenAPI document.
    public let recordSchema: JSONValue
    /// The JSON Schema of the `201` answer: ``recordSchema`` without the secure fields, which the
    /// answer leaves out (`FormSpec.withoutSecureFields(inSchema:)`).
    public let answerSchema: JSONValue
    /// The body limit and the deadline of asynchronous checks of a submission.
    public let limits: SubmissionLimits
    /// Whether a record of the form may hold a secure field's value, which its answer leaves out.
    private let holdsSecureValues: Bool

    /// Builds the form named `name` from `spec` through `registry`.
    public init(name: String, spec: FormSpec, registry: ValidatorRegistry, limits: SubmissionLimits = SubmissionLimits()) throws(FormSpecError) {
        self.name = name
        self.spec = spec
        self.registry = registry
        self.limits = limits
        records = try spec.makeRecordValidator(registry: registry)
        recordSchema = try spec.recordSchema(registry: registry)
        answerSchema = spec.withoutSecureFields(inSchema: recordSchema)
        holdsSecureValues = spec.holdsSecureValues
    }

    /// `record`, accepted, as the `201` answer holds it: without the values of its secure fields
    /// (`FormSpec.withoutSecureFields(_:)`); a record of a form without secure fields is answered
    /// as it is, its spec not walked again.
    ///
    /// ```swift
    /// payment.withoutSecureFields(["name": "Ada", "cvc": "123"])   // ["name": "Ada"]
    /// ```
    public func withoutSecureFields(_ record: JSONValue) -> JSONValue {
        holdsSecureValues ? spec.withoutSecureFields(record) : record
    }

    /// The path records are posted to, such as `/payment`.
    public var route: String {
        "/" + name
    }
}
