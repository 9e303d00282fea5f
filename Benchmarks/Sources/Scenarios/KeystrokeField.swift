import ValidatorKit

/// The fields the keystroke benchmarks type into: their validators, built through the registry,
/// and the text typed.
public enum KeystrokeField: String, CaseIterable, Sendable {
    /// A card field (`card` plugin): sections and brand from the digits typed.
    case card
    /// A one-time code field (`otp` plugin): six digits in `3-3`, verified as TOTP with a window
    /// of one step when the sixth is typed.
    case otp
    /// A phone field (`phone` plugin, region `US`), asking libphonenumber at every keystroke.
    case phone
    /// A 16-digit field with the core `length` and `charset` validators.
    case lengthAndCharset = "length+charset"
    /// A regex field with the `email` preset.
    case regexEmail = "regex email"

    /// The text typed into the field, one character per keystroke.
    public var typedText: String {
        switch self {
        case .card: "4242424242424242"
        // The RFC 6238 secret's code at Unix time 59, the time the validator is fixed at.
        case .otp: "287082"
        case .phone: PhoneInputs.typedNumber
        case .lengthAndCharset: "4242424242424242"
        case .regexEmail: "jane.doe@example.com"
        }
    }

    /// The field's validators, built by ``StandardRegistry``.
    public func makeValidators() -> [any Validator] {
        switch self {
        case .card:
            [StandardRegistry.validator("card")]
        case .otp:
            [
                StandardRegistry.validator(
                    "otp",
                    ["secret": .string("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"), "window": .integer(1), "time": .integer(59)])
            ]
        case .phone:
            [StandardRegistry.validator("phone", ["region": .string(PhoneInputs.region)])]
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
