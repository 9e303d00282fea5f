public import ValidatorKit

/// The `card-security-code` plugin: a security code (CVV, CVC, CID) as long as the brand of
/// another field's card number prints it.
public struct CardSecurityCodePlugin: ValidatorPlugin {
    /// `"card-security-code"`.
    public let identifier = "card-security-code"
    /// One line for listings.
    public let summary = "Card security code with the digit count of the card field's brand"
    /// `card`.
    public let options = [
        OptionDescription(name: "card", type: .string, documentation: "The identifier of the card number's field"),
    ]
    /// The codes of ``CardSecurityCodeValidator``.
    public let failureCodes = [
        FailureCodeDescription(.securityCodeCharacter, parameters: [.integer("position")]),
        FailureCodeDescription(.securityCodeLength, parameters: [.text("brand"), .integer("size"), .text("codeName")]),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds a ``CardSecurityCodeValidator``; the `card` option is required.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        guard let card = options.string("card"), !card.isEmpty else {
            throw ValidatorConfigurationError.missingOption("card", plugin: identifier)
        }
        return CardSecurityCodeValidator(cardField: card)
    }
}
