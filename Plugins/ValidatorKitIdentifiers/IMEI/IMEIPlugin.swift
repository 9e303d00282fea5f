public import ValidatorKit

/// The `imei` plugin: International Mobile Equipment Identities.
public struct IMEIPlugin: ValidatorPlugin {
    /// `"imei"`.
    public let identifier = "imei"
    /// One line for listings.
    public let summary = "International Mobile Equipment Identity: 15 digits ending in a Luhn check digit"
    /// No options.
    public let options: [OptionDescription] = []

    /// `imei.character`, `imei.length` and `imei.checksum`.
    public let failureCodes = [
        FailureCodeDescription(.imeiCharacter, parameters: [.integer("position")]),
        FailureCodeDescription(.imeiLength),
        FailureCodeDescription(.imeiChecksum),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds an ``IMEIValidator``.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        IMEIValidator()
    }
}
