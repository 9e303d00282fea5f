import ValidatorKit

/// The `isin` plugin: International Securities Identification Numbers.
public struct ISINPlugin: ValidatorPlugin {
    /// `"isin"`.
    public let identifier = "isin"
    /// One line for listings.
    public let summary = "International Securities Identification Number: country, national number, Luhn check digit"
    /// No options.
    public let options: [OptionDescription] = []

    /// `isin.character`, `isin.country`, `isin.length` and `isin.checksum`.
    public let failureCodes = [
        FailureCodeDescription(.isinCharacter, message: "Character {position} is not a letter or digit"),
        FailureCodeDescription(.isinCountry, message: "An ISIN starts with a two-letter country code"),
        FailureCodeDescription(.isinLength, message: "An ISIN has 12 characters"),
        FailureCodeDescription(.isinChecksum, message: "Check digit does not match; a character may be mistyped"),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds an ``ISINValidator``.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        ISINValidator()
    }
}
