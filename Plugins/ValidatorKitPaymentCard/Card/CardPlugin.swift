public import ValidatorKit

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
        FailureCodeDescription(.cardCharacter, parameters: [.integer("position")]),
        FailureCodeDescription(.cardBrand),
        FailureCodeDescription(
            .cardLength, parameters: [.text("brand"), .integer("shortest"), .integer("longest"), .text("lengths")]),
        FailureCodeDescription(.cardChecksum),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds a ``CardValidator``.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        CardValidator()
    }
}
