/// What a plugin says about one of its options: name, type, default and a one-line doc.
public struct OptionDescription: Sendable, Hashable {
    /// The option's name, as given on the command line (`--option name=value`) or in a form spec.
    public let name: String
    /// The type the value must have.
    public let type: OptionType
    /// The value used when the option is not given; `nil` when there is none.
    public let defaultValue: JSONValue?
    /// One line saying what the option does.
    public let documentation: String
    /// Whether the value is a secret (an OTP seed, say) that must never be echoed.
    public let isSecret: Bool

    /// Describes an option.
    public init(
        name: String,
        type: OptionType,
        defaultValue: JSONValue? = nil,
        documentation: String,
        isSecret: Bool = false
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.documentation = documentation
        self.isSecret = isSecret
    }
}
