import ValidatorKit

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
        FailureCodeDescription(.isbnCharacter, message: "Character {position} is not a digit; only an ISBN-10 ends in X"),
        FailureCodeDescription(.isbnLength, message: "An ISBN has {lengths} digits"),
        FailureCodeDescription(.isbnPrefix, message: "An ISBN-13 starts with 978 or 979"),
        FailureCodeDescription(.isbnChecksum, message: "Check digit does not match; a digit may be mistyped"),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds an ``ISBNValidator`` for the `format` option.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        ISBNValidator(format: options.string("format").flatMap(ISBNFormat.init(rawValue:)) ?? .any)
    }
}
