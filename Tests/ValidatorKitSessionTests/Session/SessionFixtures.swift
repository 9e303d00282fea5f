import ValidatorKit
import ValidatorKitSession
import ValidatorKitStandard
import ValidatorKitTesting

/// The registry the session tests build forms with: every built-in plugin and the simulated
/// `username` directory, answering on `clock`.
func makeSessionRegistry(clock: any FieldClock) throws -> ValidatorRegistry {
    let registry = ValidatorRegistry()
    try StandardValidators.register(in: registry)
    try registry.register(UsernamePlugin(directory: SimulatedUsernameDirectory(clock: clock)))
    return registry
}

extension RecordedSession {
    /// A session on the form `json` describes, built with every built-in plugin and the
    /// simulated `username` directory.
    convenience init(spec json: String) throws {
        try self.init(spec: json) { try makeSessionRegistry(clock: $0) }
    }
}

/// Shows digits as `(12) 345`, as a phone formatter would, for cursor mapping tests.
struct ParenthesisedPrefixFormatter: Validator, TextFormatter {
    func validate(_ text: String) -> Validity { .valid }

    func formatted(_ text: String) -> String {
        guard text.count > 2 else { return text }
        return "(\(text.prefix(2))) \(text.dropFirst(2))"
    }
}

/// Reports a brand as the card plugin does.
struct BrandReporter: Validator, ValidationDetailsProvider {
    func validate(_ text: String) -> Validity { .valid }

    func details(for text: String) -> ValidationDetails {
        text.hasPrefix("4") ? ["brandName": .string("Visa")] : [:]
    }
}

/// Quotes the text it refuses, as a careless validator might.
struct QuotingValidator: Validator {
    /// `quote.always`, its only code.
    static let alwaysCode = ValidationFailure.Code("quote.always")

    func validate(_ text: String) -> Validity {
        .invalid(ValidationFailure(code: Self.alwaysCode, message: "'\(text)' is never right"))
    }
}
