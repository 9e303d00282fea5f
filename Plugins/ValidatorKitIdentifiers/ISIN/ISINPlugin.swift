public import ValidatorKit

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
        FailureCodeDescription(.isinCharacter, parameters: [.integer("position")]),
        FailureCodeDescription(.isinCountry),
        FailureCodeDescription(.isinLength),
        FailureCodeDescription(.isinChecksum),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds an ``ISINValidator``.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        ISINValidator()
    }
}
