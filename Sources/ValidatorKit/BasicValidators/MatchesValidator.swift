/// The `matches` plugin: the text must equal another field's, as a password confirmation does.
struct MatchesPlugin: ValidatorPlugin {
    /// `"matches"`.
    let identifier = "matches"
    /// One line for listings.
    let summary = "Must equal another field of the form (a confirmation)"
    /// `field`.
    let options = [
        OptionDescription(name: "field", type: .string, documentation: "The identifier of the field to repeat"),
    ]
    /// `matches.mismatch`.
    let failureCodes = FailureCodeDescription.core(.matchesMismatch)

    /// Creates the plugin.
    init() {}

    /// Builds a ``MatchesValidator``; the `field` option is required.
    func make(_ options: ValidatorOptions) throws -> any Validator {
        guard let field = options.string("field"), !field.isEmpty else {
            throw ValidatorConfigurationError.missingOption("field", plugin: identifier)
        }
        return MatchesValidator(otherField: field)
    }
}

/// Accepts a text equal to another field's: `matches.mismatch` otherwise.
///
/// A prefix of the other field's text is `incomplete`, and a mismatch can be fixed by typing
/// (in either field), so the display policy shows "Does not match Password" only once the
/// confirmation has been left, and clears it as soon as both agree.
public struct MatchesValidator: DependentValidator {
    /// The identifier of the field to repeat.
    let otherField: String

    /// Creates a validator repeating the field `otherField`.
    public init(otherField: String) {
        self.otherField = otherField
    }

    /// `[otherField]`.
    public var dependencies: [String] { [otherField] }

    /// `valid` when `text` equals the other field's text, `incomplete` while it is a shorter
    /// prefix of it, else `matches.mismatch`.
    public func validate(_ text: String, reading values: any FormValues) -> Validity {
        let other = values.text(ofField: otherField) ?? ""
        if text == other {
            return .valid
        }
        if other.hasPrefix(text) {
            return .incomplete
        }
        let name = values.title(ofField: otherField) ?? otherField
        return .invalid(ValidationFailure(
            code: .matchesMismatch, arguments: ["field": .string(name)], isFixableByTyping: true))
    }
}
