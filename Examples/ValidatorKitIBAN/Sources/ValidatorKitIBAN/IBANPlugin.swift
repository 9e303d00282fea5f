public import ValidatorKit

/// The `iban` plugin: International Bank Account Numbers (ISO 13616).
public struct IBANPlugin: ValidatorPlugin {
    /// `"iban"`.
    public let identifier = "iban"
    /// One line for listings.
    public let summary = "International Bank Account Number (ISO 13616): country, length, mod-97 check"
    /// No options.
    public let options: [OptionDescription] = []

    /// `iban.character`, `iban.country`, `iban.length` and `iban.checksum`.
    public let failureCodes = [
        FailureCodeDescription(.ibanCharacter),
        FailureCodeDescription(.ibanCountry),
        FailureCodeDescription(.ibanLength, parameters: [.integer("length")]),
        FailureCodeDescription(.ibanChecksum),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds an ``IBANValidator``.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        IBANValidator()
    }
}
