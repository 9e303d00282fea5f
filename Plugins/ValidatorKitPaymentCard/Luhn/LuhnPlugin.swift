import ValidatorKit

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
        FailureCodeDescription(.luhnCharacter, message: "Character {position} is not a digit"),
        FailureCodeDescription(.luhnLength, message: "Must have at least {minimum} digits"),
        FailureCodeDescription(.luhnChecksum, message: "Check digit does not match; a digit may be mistyped"),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds a ``LuhnValidator``.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        LuhnValidator()
    }
}
