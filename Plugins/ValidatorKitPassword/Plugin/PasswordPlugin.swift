public import ValidatorKit

/// The `password` plugin: passwords as NIST SP 800-63B-4 asks, with zxcvbn's strength estimate.
///
/// Options: `minLength` (15, or 8 with `secondFactor`), `secondFactor` (false), `maxLength` (64,
/// never below), `minScore` (3) and `context` (identifiers of fields whose words the password
/// must not contain, a list of strings such as `["username", "name"]`). No composition options: NIST
/// forbids them. It builds a ``PasswordValidator``.
///
/// ```sh
/// printf 'password\ncorrect horse battery staple\n' | validator check password --option minLength=8
/// ```
public struct PasswordPlugin: ValidatorPlugin {
    /// `"password"`.
    public let identifier = "password"
    /// One line for listings, naming the model's version: "… (zxcvbn 4.5.0)".
    public var summary: String {
        "Passwords as NIST SP 800-63B-4 asks, scored by zxcvbn's model (zxcvbn \(PasswordStrengthEstimator.modelVersion))"
    }
    /// `minLength`, `secondFactor`, `maxLength`, `minScore` and `context`.
    ///
    /// `minLength` declares no default, as its default follows `secondFactor`; ``make(_:)``
    /// applies it.
    public let options = [
        OptionDescription(
            name: "minLength", type: .integer,
            documentation: "Fewest characters (code points), at least 8; 15 when absent, or 8 with secondFactor"),
        OptionDescription(
            name: "secondFactor", type: .boolean, defaultValue: .boolean(false),
            documentation: "Whether a second factor is required too, which lowers the default minLength to 8"),
        OptionDescription(
            name: "maxLength", type: .integer, defaultValue: .integer(64),
            documentation: "Most characters (code points), at least 64 and at least minLength"),
        OptionDescription(
            name: "minScore", type: .integer, defaultValue: .integer(3),
            documentation: "Lowest zxcvbn strength score accepted, 0 to 4"),
        OptionDescription(
            name: "context", type: .stringList,
            documentation: "Identifiers of fields whose words the password must not contain, such as [\"username\", \"name\"]"),
    ]

    /// `password.too_short`, `password.too_long`, `password.common`, `password.context` and
    /// `password.too_guessable`.
    public let failureCodes = [
        FailureCodeDescription(.passwordTooShort, parameters: [.integer("minimum")]),
        FailureCodeDescription(.passwordTooLong, parameters: [.integer("maximum")]),
        FailureCodeDescription(.passwordCommon),
        FailureCodeDescription(.passwordContext, parameters: [.text("field")]),
        FailureCodeDescription(.passwordTooGuessable, parameters: [.integer("score"), .integer("minimum")]),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds a ``PasswordValidator``; throws `ValidatorConfigurationError` for a bound NIST
    /// forbids or a score outside 0 to 4.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        let secondFactor = options.boolean("secondFactor") ?? false
        let context = options.strings("context") ?? []
        do {
            return try PasswordValidator(
                minimumLength: options.integer("minLength") ?? (secondFactor ? 8 : 15),
                maximumLength: options.integer("maxLength") ?? 64,
                minimumScore: options.integer("minScore") ?? 3,
                contextFields: context)
        } catch {
            throw ValidatorConfigurationError.invalidOptionValue(
                error.option, plugin: identifier, given: String(error.given), expected: error.expected)
        }
    }
}
