import ValidatorKit

/// The `card` plugin: payment card numbers, with brand, length and Luhn check digit.
public struct CardPlugin: ValidatorPlugin {
    /// `"card"`.
    public let identifier = "card"
    /// One line for listings.
    public let summary = "Payment card number: known brand, its length and a valid Luhn check digit"
    /// No options.
    public let options: [OptionDescription] = []

    /// `card.character`, `card.brand`, `card.length` and `card.checksum`.
    public let failureCodes = [
        FailureCodeDescription(.cardCharacter, message: "Character {position} is not a digit, space or dash"),
        FailureCodeDescription(.cardBrand, message: "No card brand starts with these digits"),
        FailureCodeDescription(.cardLength, message: "{brand} card numbers have {lengths} digits"),
        FailureCodeDescription(.cardChecksum, message: "Check digit does not match; a digit may be mistyped"),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds a ``CardValidator``.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        CardValidator()
    }
}
