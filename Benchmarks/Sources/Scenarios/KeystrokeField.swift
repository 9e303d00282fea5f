import ValidatorKit

/// The fields the keystroke benchmarks type into: their validators, built through the registry,
/// and the text typed.
public enum KeystrokeField: String, CaseIterable, Sendable {
    /// A 16-digit field with the core `length` and `charset` validators.
    case lengthAndCharset = "length+charset"
    /// A regex field with the `email` preset.
    case regexEmail = "regex email"

    /// The text typed into the field, one character per keystroke.
    public var typedText: String {
        switch self {
        case .lengthAndCharset: "4242424242424242"
        case .regexEmail: "jane.doe@example.com"
        }
    }

    /// The field's validators, built by ``StandardRegistry``.
    public func makeValidators() -> [any Validator] {
        switch self {
        case .lengthAndCharset:
            [
                StandardRegistry.validator("length", ["min": .integer(16), "max": .integer(16)]),
                StandardRegistry.validator("charset", ["allowed": .string("digits")]),
            ]
        case .regexEmail:
            [StandardRegistry.validator("regex", ["preset": .string("email")])]
        }
    }

    /// A script typing ``typedText`` into a new field with these validators.
    public func makeScript() -> KeystrokeScript {
        KeystrokeScript(validators: makeValidators(), typing: typedText)
    }
}
