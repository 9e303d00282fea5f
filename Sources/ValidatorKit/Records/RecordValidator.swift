/// Validates whole submitted records, JSON objects keyed by field identifier, with the fields
/// and validators of a ``FormSpec``: the same codes and messages a person saw in the form, for
/// every field at once.
///
/// Built once by ``FormSpec/makeRecordValidator(registry:)`` and shared: it is `Sendable`, and
/// ``validate(_:)`` may run on many tasks at once.
///
/// ```swift
/// let records = try spec.makeRecordValidator(registry: registry)
/// let verdict = records.validate(["card": .string("378282246310005"), "cvc": .string("123")])
/// verdict.failures.map(\.path)      // ["$.name", "$.expiry", "$.cvc"]
/// verdict.failures.map(\.pointer)   // ["/name", "/expiry", "/cvc"]
/// ```
///
/// A missing key or `null` is an empty text; any value other than a string is `input.type`.
/// Keys the form has no field for are ignored. A message that would quote the value of a secure
/// field (a careless plugin's) says "This value is not valid" instead, so a verdict can be sent
/// or logged.
public struct RecordValidator: Sendable {
    private let fields: [RecordField]

    init(fields: [BuiltField]) {
        self.fields = fields.map { field in
            RecordField(
                identifier: field.spec.id, title: field.title, path: Self.path(of: field.spec.id),
                pointer: "/" + field.spec.id.replacing("~", with: "~0").replacing("/", with: "~1"),
                isSecure: field.spec.secure ?? false, validation: field.validation,
                submissionVerifier: field.validation.submissionVerifier)
        }
    }

    /// Whether a field's validators verify its text at submission
    /// (``Validator/submissionVerifier``, such as a one-time password's): ``submit(_:)`` then
    /// remembers what it accepted, and submissions must be made one at a time, in order.
    public var verifiesAtSubmission: Bool {
        fields.contains { $0.submissionVerifier != nil }
    }

    /// The verdict on every field of `record`, each concluded as at the end of editing: an empty
    /// required field is `required.missing`, an incomplete one `input.incomplete`.
    public func validate(_ record: [String: JSONValue]) -> RecordVerdict {
        let values = RecordValues(record: record, fields: fields)
        var failures: [RecordVerdict.Failure] = []
        var value: [String: JSONValue] = [:]
        for field in fields {
            let validity: Validity
            switch record[field.identifier] ?? .null {
            case .null:
                validity = field.validation.validate("", reading: values).concluded(isEmpty: true, title: field.title)
            case .string(let text):
                validity = field.validation.validate(text, reading: values).concluded(isEmpty: text.isEmpty, title: field.title)
                if validity.isValid, !text.isEmpty {
                    value[field.identifier] = .string(field.validation.normalizer?.normalizedValue(of: text) ?? text)
                }
            case let other:
                validity = .invalid(ValidationFailure(
                    code: .inputType, arguments: ["field": .string(field.title)], variant: other.kindName))
            }
            if let failure = validity.failure {
                failures.append(RecordVerdict.Failure(path: field.path, pointer: field.pointer, failure: failure))
            }
        }
        return verdict(failures: failures, value: value, of: record)
    }

    /// The verdict on `record` as a submission: ``validate(_:)``, and when every field is valid,
    /// each field's verifier at submission asked about its text (unless empty) in field order,
    /// the first refusal becoming that field's verdict (a one-time password accepted once is
    /// refused at any later submission). Without verifiers, the same as ``validate(_:)``.
    public func submit(_ record: [String: JSONValue]) -> RecordVerdict {
        let verdict = validate(record)
        guard verdict.isValid else { return verdict }
        for field in fields {
            guard let verifier = field.submissionVerifier, case .string(let text)? = record[field.identifier], !text.isEmpty
            else { continue }
            if let failure = verifier.verify(text).concluded(isEmpty: false, title: field.title).failure {
                return self.verdict(
                    failures: [RecordVerdict.Failure(path: field.path, pointer: field.pointer, failure: failure)], value: [:],
                    of: record)
            }
        }
        return verdict
    }

    /// The verdict of `failures`, every message that quotes a secure field's value replaced, with
    /// `value` when there is no failure.
    private func verdict(
        failures: [RecordVerdict.Failure], value: [String: JSONValue], of record: [String: JSONValue]
    ) -> RecordVerdict {
        guard !failures.isEmpty else {
            return RecordVerdict(failures: [], value: .object(value))
        }
        var secrets: [String] = []
        for field in fields where field.isSecure {
            if case .string(let text)? = record[field.identifier], !text.isEmpty {
                secrets.append(text)
            }
        }
        return RecordVerdict(
            failures: failures.map { failing in
                guard !secrets.isEmpty, failing.failure.quotesAny(of: secrets) else { return failing }
                return RecordVerdict.Failure(path: failing.path, pointer: failing.pointer, failure: failing.failure.redacted())
            },
            value: nil)
    }

    /// `$.name` for a plain identifier, `$["odd key"]` for any other.
    private static func path(of key: String) -> String {
        let plain = key.first.map { $0.isLetter || $0 == "_" } == true
            && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard !plain else { return "$.\(key)" }
        var escaped = ""
        for character in key {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            default: escaped.append(character)
            }
        }
        return "$[\"\(escaped)\"]"
    }
}

/// What a record validator keeps of a field: only what validating a record reads, so a record
/// copies no spec.
private struct RecordField: Sendable {
    let identifier: String
    let title: String
    let path: String
    let pointer: String
    let isSecure: Bool
    let validation: ValidatorChain
    /// The validators' verifier at submission, read once.
    let submissionVerifier: (any SubmissionVerifier)?
}

/// The other fields of a record, as a ``DependentValidator`` reads them.
private struct RecordValues: FormValues {
    let record: [String: JSONValue]
    let fields: [RecordField]

    func text(ofField identifier: String) -> String? {
        guard fields.contains(where: { $0.identifier == identifier }) else { return nil }
        if case .string(let text)? = record[identifier] { return text }
        return ""
    }

    func title(ofField identifier: String) -> String? {
        fields.first { $0.identifier == identifier }?.title
    }

    func details(ofField identifier: String) -> ValidationDetails {
        guard let field = fields.first(where: { $0.identifier == identifier }), let text = text(ofField: identifier) else {
            return [:]
        }
        return field.validation.details(for: text)
    }
}
