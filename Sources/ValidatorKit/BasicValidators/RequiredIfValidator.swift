/// The `required-if` plugin: the field is required while another field is filled in, or holds a
/// given value.
struct RequiredIfPlugin: ValidatorPlugin {
    /// `"required-if"`.
    let identifier = "required-if"
    /// One line for listings.
    let summary = "Required while another field is filled in (or holds a value)"
    /// `field` and `value`.
    let options = [
        OptionDescription(name: "field", type: .string, documentation: "The identifier of the field the condition reads"),
        OptionDescription(
            name: "value", type: .string,
            documentation: "Required only while that field holds exactly this text; any text when absent"),
    ]
    /// None of its own: an empty text that is required concludes as `required.missing`.
    let failureCodes: [FailureCodeDescription] = []

    /// Creates the plugin.
    init() {}

    /// Builds a ``RequiredIfValidator``; the `field` option is required.
    func make(_ options: ValidatorOptions) throws -> any Validator {
        guard let field = options.string("field"), !field.isEmpty else {
            throw ValidatorConfigurationError.missingOption("field", plugin: identifier)
        }
        return RequiredIfValidator(otherField: field, value: options.string("value"))
    }
}

/// Makes a field required on a condition on another field: `incomplete` for an empty text
/// while the condition holds, which the end of editing (or a submitted record) concludes as
/// `required.missing`.
public struct RequiredIfValidator: DependentValidator {
    /// The identifier of the field the condition reads.
    let otherField: String
    /// The text the other field must hold for the condition to hold; any non-blank text when
    /// `nil`.
    let value: String?

    /// Creates the validator.
    public init(otherField: String, value: String? = nil) {
        self.otherField = otherField
        self.value = value
    }

    /// `[otherField]`.
    public var dependencies: [String] { [otherField] }

    /// `true`: the empty text is what it judges.
    public var judgesEmptyText: Bool { true }

    /// `incomplete` for an empty `text` while the condition holds; otherwise `valid`.
    public func validate(_ text: String, reading values: any FormValues) -> Validity {
        guard text.isEmpty else { return .valid }
        let other = values.text(ofField: otherField) ?? ""
        let holds = value.map { other == $0 } ?? !other.allSatisfy(\.isWhitespace)
        return holds ? .incomplete : .valid
    }
}
