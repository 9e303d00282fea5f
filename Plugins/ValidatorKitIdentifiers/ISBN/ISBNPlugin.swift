public import ValidatorKit

/// The `isbn` plugin: International Standard Book Numbers, ISBN-10 and ISBN-13.
public struct ISBNPlugin: ValidatorPlugin {
    /// `"isbn"`.
    public let identifier = "isbn"
    /// One line for listings.
    public let summary = "International Standard Book Number: ISBN-10 or ISBN-13 with its check digit"
    /// `format`: `any` (the default), `isbn10` or `isbn13`.
    public let options = [
        OptionDescription(
            name: "format", type: .choice(ISBNFormat.allCases.map(\.rawValue)), defaultValue: .string(ISBNFormat.any.rawValue),
            documentation: "Which ISBNs are accepted: any (10 or 13 characters), isbn10 or isbn13"),
    ]

    /// `isbn.character`, `isbn.length`, `isbn.prefix` and `isbn.checksum`.
    public let failureCodes = [
        FailureCodeDescription(.isbnCharacter, parameters: [.integer("position")]),
        FailureCodeDescription(.isbnLength, parameters: [.integer("length")]),
        FailureCodeDescription(.isbnPrefix),
        FailureCodeDescription(.isbnChecksum),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds an ``ISBNValidator`` for the `format` option.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        ISBNValidator(format: options.string("format").flatMap(ISBNFormat.init(rawValue:)) ?? .any)
    }
}
