public import ValidatorKit

/// The `ean` plugin: GS1 article numbers (EAN-8, EAN-13, GTIN-14).
public struct EANPlugin: ValidatorPlugin {
    /// `"ean"`.
    public let identifier = "ean"
    /// One line for listings.
    public let summary = "GS1 article number: EAN-8, EAN-13 or GTIN-14 with its check digit"
    /// `format`: `any` (the default), `ean8`, `ean13` or `gtin14`.
    public let options = [
        OptionDescription(
            name: "format", type: .choice(EANFormat.allCases.map(\.rawValue)), defaultValue: .string(EANFormat.any.rawValue),
            documentation: "Which numbers are accepted: any (8, 13 or 14 digits), ean8, ean13 or gtin14"),
    ]

    /// `ean.character`, `ean.length` and `ean.checksum`.
    public let failureCodes = [
        FailureCodeDescription(.eanCharacter, parameters: [.integer("position")]),
        FailureCodeDescription(.eanLength, parameters: [.integer("length")]),
        FailureCodeDescription(.eanChecksum),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds an ``EANValidator`` for the `format` option.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        EANValidator(format: options.string("format").flatMap(EANFormat.init(rawValue:)) ?? .any)
    }
}
