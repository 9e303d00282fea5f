public import ValidatorKit

/// The `cardholder-name` plugin: the name printed on a card.
public struct CardholderNamePlugin: ValidatorPlugin {
    /// `"cardholder-name"`.
    public let identifier = "cardholder-name"
    /// One line for listings.
    public let summary = "Name on a card: no digits, no control characters, not a card number"
    /// No options.
    public let options: [OptionDescription] = []
    /// The codes of ``CardholderNameValidator``.
    public let failureCodes = [
        FailureCodeDescription(.cardholderCharacter, parameters: [.integer("position")]),
        FailureCodeDescription(.cardholderDigit, parameters: [.integer("position")]),
        FailureCodeDescription(.cardholderCardNumber),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds a ``CardholderNameValidator``.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        CardholderNameValidator()
    }
}
