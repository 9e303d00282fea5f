import ValidatorKit

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
        FailureCodeDescription(.ibanCharacter, message: "An IBAN holds only letters, digits and spaces"),
        FailureCodeDescription(.ibanCountry, message: "An IBAN starts with the code of a country that uses IBANs"),
        FailureCodeDescription(.ibanLength, message: "An IBAN of this country has {length} characters"),
        FailureCodeDescription(.ibanChecksum, message: "The IBAN's check digits do not match"),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds an ``IBANValidator``.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        IBANValidator()
    }
}
