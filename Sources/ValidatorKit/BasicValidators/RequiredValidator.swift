/// The `required` plugin: the field must not be empty or blank.
package struct RequiredPlugin: ValidatorPlugin {
    /// `"required"`.
    package let identifier = "required"
    /// One line for listings.
    package let summary = "Refuses an empty or blank text"
    /// No options.
    package let options: [OptionDescription] = []
    /// `required.missing`.
    package let failureCodes = FailureCodeDescription.core(.requiredMissing)

    /// Creates the plugin.
    package init() {}

    /// Builds a ``RequiredValidator``.
    package func make(_ options: ValidatorOptions) throws -> any Validator {
        RequiredValidator()
    }
}

/// Refuses an empty or blank (whitespace-only) text with `required.missing`.
///
/// The message says "This field is required"; a ``Field`` puts its title in its place
/// ("Username is required"), as it does for the empty text of a required chain.
///
/// In a ``ValidatorChain`` it also makes the chain required, so the empty text is not waved
/// through before it is asked.
package struct RequiredValidator: Validator {
    /// Creates the validator.
    package init() {}

    /// `valid` unless `text` is empty or only whitespace.
    package func validate(_ text: String) -> Validity {
        if text.allSatisfy(\.isWhitespace) {
            return .invalid(.requiredMissing(fieldName: ""))
        }
        return .valid
    }
}

extension ValidationFailure {
    /// The one `required.missing` failure, naming the field `fieldName`; an empty name is the
    /// `unnamed` variant ("This field is required").
    static func requiredMissing(fieldName: String) -> Self {
        Self(
            code: .requiredMissing, arguments: ["field": .string(fieldName)], variant: fieldName.isEmpty ? "unnamed" : nil,
            isFixableByTyping: true)
    }
}

extension RequiredValidator {
    /// `minLength` 1: the text is not empty (a blank text, which the validator refuses too, is
    /// more than a schema of code points can say portably).
    package var schemaKeywords: [String: JSONValue] { ["minLength": 1] }
}
