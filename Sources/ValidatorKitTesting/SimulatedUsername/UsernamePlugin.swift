public import ValidatorKit

/// The `username` plugin of the examples: a username checked against a
/// ``SimulatedUsernameDirectory`` (a fixed set of taken names, not a service), the way an app
/// checks one against its server.
public struct UsernamePlugin: ValidatorPlugin {
    /// `"username"`.
    public let identifier = "username"
    /// One line for listings.
    public let summary = "A username of 3 to 20 letters, digits, '.', '_' or '-', not taken (a simulated directory of taken names)"
    /// `debounce`: how long the text rests before the directory is asked.
    public let options = [
        OptionDescription(
            name: "debounce", type: .integer, defaultValue: .integer(300),
            documentation: "Milliseconds the text rests before the directory is asked"),
    ]
    /// `username.character`, `username.length` and `username.taken`.
    public let failureCodes = [
        FailureCodeDescription(.usernameCharacter, parameters: [.integer("position")]),
        FailureCodeDescription(.usernameLength, parameters: [.integer("longest")]),
        FailureCodeDescription(.usernameTaken),
    ]

    /// The directory the validators ask.
    public let directory: SimulatedUsernameDirectory

    /// A plugin whose validators ask `directory`.
    public init(directory: SimulatedUsernameDirectory) {
        self.directory = directory
    }

    /// Builds a ``UsernameValidator``.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        let debounce = options.integer("debounce") ?? 300
        guard debounce >= 0 else {
            throw ValidatorConfigurationError.invalidOptionValue(
                "debounce", plugin: identifier, given: String(debounce), expected: "0 or more milliseconds")
        }
        return UsernameValidator(directory: directory, debounce: .milliseconds(debounce))
    }
}
