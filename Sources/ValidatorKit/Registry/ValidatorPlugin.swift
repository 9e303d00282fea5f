/// A factory of validators, registered in a ``ValidatorRegistry`` under a stable identifier.
///
/// ```swift
/// struct EvenLengthPlugin: ValidatorPlugin {
///     let identifier = "even-length"
///     let summary = "Accepts texts with an even number of characters"
///     let options: [OptionDescription] = []
///     let failureCodes = [FailureCodeDescription(.evenLengthOdd)]
///     func make(_ options: ValidatorOptions) throws -> any Validator { EvenLengthValidator() }
/// }
/// ```
public protocol ValidatorPlugin: Sendable {
    /// The stable identifier, lower case, such as `"regex"` or `"luhn"`.
    var identifier: String { get }
    /// One line saying what the plugin's validators check.
    var summary: String { get }
    /// The options ``make(_:)`` understands.
    var options: [OptionDescription] { get }
    /// Every code this plugin's validators can emit, each once, with the parameters of its
    /// message (the messages themselves are in the code's ``MessageCatalog``).
    ///
    /// Hosts list them (`validator list --codes`) and `PluginConformance` checks that a
    /// validator emits no other code.
    var failureCodes: [FailureCodeDescription] { get }
    /// Builds a validator; throws ``ValidatorConfigurationError`` (or a plugin's own error) when
    /// the options make no sense together.
    func make(_ options: ValidatorOptions) throws -> any Validator
}
