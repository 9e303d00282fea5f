/// The `one-of` plugin: of a group of fields, at least one must be filled in.
struct OneOfPlugin: ValidatorPlugin {
    /// `"one-of"`.
    let identifier = "one-of"
    /// One line for listings.
    let summary = "At least one of this field and others must be filled in"
    /// `fields`.
    let options = [
        OptionDescription(
            name: "fields", type: .string,
            documentation: "The identifiers of the other fields of the group, separated by commas"),
    ]
    /// `one_of.missing`.
    let failureCodes = FailureCodeDescription.core(.oneOfMissing)

    /// Creates the plugin.
    init() {}

    /// Builds a ``OneOfValidator``; `fields` must name at least one field.
    func make(_ options: ValidatorOptions) throws -> any Validator {
        let given = options.string("fields") ?? ""
        let fields = given.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }.filter { !$0.isEmpty }
        guard !fields.isEmpty else {
            throw ValidatorConfigurationError.missingOption("fields", plugin: identifier)
        }
        return OneOfValidator(otherFields: fields)
    }
}

/// Attached to one field of a group, refuses the form while every field of the group is empty:
/// `one_of.missing`, which typing can fix, so it shows at the end of editing or on submit.
public struct OneOfValidator: DependentValidator {
    /// The identifiers of the other fields of the group.
    let otherFields: [String]

    /// Creates the validator for a group of its field and `otherFields`.
    public init(otherFields: [String]) {
        self.otherFields = otherFields
    }

    /// The other fields of the group.
    public var dependencies: [String] { otherFields }

    /// `true`: an empty text is what it judges.
    public var judgesEmptyText: Bool { true }

    /// `valid` when `text` or one of the other fields is filled in, else `one_of.missing`.
    public func validate(_ text: String, reading values: any FormValues) -> Validity {
        if !text.isEmpty || otherFields.contains(where: { !(values.text(ofField: $0) ?? "").isEmpty }) {
            return .valid
        }
        let others = otherFields.map { values.title(ofField: $0) ?? $0 }
        return .invalid(ValidationFailure(
            code: .oneOfMissing, arguments: ["others": .string(others.joined(separator: " / "))],
            isFixableByTyping: true))
    }
}

