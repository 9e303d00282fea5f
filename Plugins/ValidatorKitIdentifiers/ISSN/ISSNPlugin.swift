public import ValidatorKit

/// The `issn` plugin: International Standard Serial Numbers.
public struct ISSNPlugin: ValidatorPlugin {
    /// `"issn"`.
    public let identifier = "issn"
    /// One line for listings.
    public let summary = "International Standard Serial Number: eight characters, the last a check digit or X"
    /// No options.
    public let options: [OptionDescription] = []

    /// `issn.character`, `issn.length` and `issn.checksum`.
    public let failureCodes = [
        FailureCodeDescription(.issnCharacter, parameters: [.integer("position")]),
        FailureCodeDescription(.issnLength),
        FailureCodeDescription(.issnChecksum),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds an ``ISSNValidator``.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        ISSNValidator()
    }
}
