/// The `required` plugin: the field must not be empty or blank.
public struct RequiredPlugin: ValidatorPlugin {
    /// `"required"`.
    public let identifier = "required"
    /// One line for listings.
    public let summary = "Refuses an empty or blank text"
    /// No options.
    public let options: [OptionDescription] = []

    /// Creates the plugin.
    public init() {}

    /// Builds a ``RequiredValidator``.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        RequiredValidator()
    }
}

/// Refuses an empty or blank (whitespace-only) text with `required.missing`.
///
/// In a ``ValidatorChain`` it also makes the chain required, so the empty text is not waved
/// through before it is asked.
public struct RequiredValidator: Validator {
    /// Creates the validator.
    public init() {}

    /// `valid` unless `text` is empty or only whitespace.
    public func validate(_ text: String) -> Validity {
        if text.allSatisfy(\.isWhitespace) {
            return .invalid(ValidationFailure(
                code: "required.missing", message: "This field is required", isFixableByTyping: true))
        }
        return .valid
    }
}
