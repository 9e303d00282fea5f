public import ValidatorKit

/// The `luhn` plugin: digits whose last one is the Luhn (mod 10) check digit.
public struct LuhnPlugin: ValidatorPlugin {
    /// `"luhn"`.
    public let identifier = "luhn"
    /// One line for listings.
    public let summary = "Digits ending in a valid Luhn (mod 10) check digit"
    /// No options.
    public let options: [OptionDescription] = []

    /// `luhn.character`, `luhn.length` and `luhn.checksum`.
    public let failureCodes = [
        FailureCodeDescription(.luhnCharacter, parameters: [.integer("position")]),
        FailureCodeDescription(.luhnLength, parameters: [.integer("minimum")]),
        FailureCodeDescription(.luhnChecksum),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds a ``LuhnValidator``.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        LuhnValidator()
    }
}
