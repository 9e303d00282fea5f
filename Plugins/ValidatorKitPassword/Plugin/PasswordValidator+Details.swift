public import ValidatorKit

extension PasswordValidator: ValidationDetailsProvider {
    /// For every non-empty text, whatever its verdict, the strength without the context fields:
    /// `score` (0–4), `guessesLog10` (to three decimals), `patterns` (the kinds, in order) and,
    /// when there are any, `warning` and `suggestions` (codes, see ``PasswordWarning`` and
    /// ``PasswordSuggestion``). Never the text.
    ///
    /// `"password"` gives `score` 0, `guessesLog10` 0.477, `patterns` `["dictionary"]`,
    /// `warning` `"top_ten"` and `suggestions` `["add_another_word"]`.
    public func details(for text: String) -> ValidationDetails {
        Self.details(of: judge(text, reading: NoFormValues(), concluding: false).strength, text: text)
    }

    /// `true`: the details are a strength and codes, which tell nothing of the password, so a
    /// secure field shows them.
    public var isSafeForSecureText: Bool { true }

    /// The verdict of ``validate(_:)`` and the details of ``details(for:)`` from one estimate.
    public func validateWithDetails(_ text: String) -> (validity: Validity, details: ValidationDetails) {
        let (validity, strength) = judge(text, reading: NoFormValues(), concluding: false)
        return (validity, Self.details(of: strength, text: text))
    }

    /// The details of `strength`, or of a fresh estimate for a text too long to judge.
    private static func details(of strength: PasswordStrength?, text: String) -> ValidationDetails {
        guard !text.isEmpty else { return [:] }
        let strength = strength ?? PasswordStrengthEstimator().estimate(text)
        var details: ValidationDetails = [
            "score": .integer(strength.score),
            // Always finite (a logarithm of at least one guess), to three decimals.
            "guessesLog10": JSONNumber((strength.guessesLog10 * 1000).rounded() / 1000).map(JSONValue.init) ?? .null,
            "patterns": .array(strength.patterns.map { .string($0.rawValue) }),
        ]
        if let warning = strength.warning {
            details["warning"] = .string(warning.rawValue)
        }
        if !strength.suggestions.isEmpty {
            details["suggestions"] = .array(strength.suggestions.map { .string($0.rawValue) })
        }
        return details
    }
}
