/// A mistake in wiring validators: an unknown or duplicate plugin, an unknown option, a value of
/// the wrong type or out of range.
///
/// Thrown when a validator is built, never while validating. The ``description`` names the
/// offender and the choices that would be right.
public struct ValidatorConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake a ``ValidatorConfigurationError`` is, to compare without reading its
    /// message: `error.code == .unknownOption`.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// A plugin was registered under an identifier already taken.
        public static let duplicateIdentifier = Self("duplicateIdentifier")
        /// A plugin's description is malformed, so it cannot be registered.
        public static let invalidPlugin = Self("invalidPlugin")
        /// No plugin is registered under the identifier asked for.
        public static let unknownPlugin = Self("unknownPlugin")
        /// The plugin has no option of the name given.
        public static let unknownOption = Self("unknownOption")
        /// An option's value is not of the option's type.
        public static let wrongOptionType = Self("wrongOptionType")
        /// An option's value has the right type but is not acceptable.
        public static let invalidOptionValue = Self("invalidOptionValue")
        /// An option without a default was not given.
        public static let missingOption = Self("missingOption")
        /// A plugin loaded at run time refused its options.
        public static let reportedByPlugin = Self("reportedByPlugin")

        /// The name of the code, such as `unknownOption`.
        public var description: String { name }
    }

    private enum Kind: Sendable, Hashable {
        case duplicateIdentifier(String, registered: PluginOrigin)
        case invalidPlugin(String, problems: [String])
        case unknownPlugin(String, available: [String])
        case unknownOption(String, plugin: String, available: [String])
        case wrongOptionType(String, plugin: String, expected: OptionType, given: String?, item: Int?)
        case invalidOptionValue(String, plugin: String, given: String?, expected: String)
        case missingOption(String, plugin: String, alternatives: [String])
        case reportedByPlugin(String, option: String?, message: String)
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// A plugin was registered under `identifier`, already taken by the plugin from `registered`.
    package static func duplicateIdentifier(_ identifier: String, registered: PluginOrigin) -> Self {
        Self(.duplicateIdentifier(identifier, registered: registered))
    }

    /// The plugin `identifier` cannot be registered: its description has `problems`, each a
    /// sentence saying what to fix.
    package static func invalidPlugin(_ identifier: String, problems: [String]) -> Self {
        Self(.invalidPlugin(identifier, problems: problems))
    }

    /// No plugin is registered under `identifier`; `available` lists those that are.
    package static func unknownPlugin(_ identifier: String, available: [String]) -> Self {
        Self(.unknownPlugin(identifier, available: available.sorted()))
    }

    /// The plugin has no option `option`; `available` lists those it has.
    package static func unknownOption(_ option: String, plugin: String, available: [String]) -> Self {
        Self(.unknownOption(option, plugin: plugin, available: available.sorted()))
    }

    /// The value of `option` is not of the `expected` type; `given` is `nil` for a secret. For a
    /// list, `item` is the index of the first item of another type, and `given` that item.
    package static func wrongOptionType(
        _ option: String, plugin: String, expected: OptionType, given: String?, item: Int? = nil
    ) -> Self {
        Self(.wrongOptionType(option, plugin: plugin, expected: expected, given: given, item: item))
    }

    /// The value of `option` has the right type but not an acceptable value; `given` is `nil`
    /// for a secret, `expected` says what would be right.
    public static func invalidOptionValue(
        _ option: String, plugin: String, given: String?, expected: String
    ) -> Self {
        Self(.invalidOptionValue(option, plugin: plugin, given: given, expected: expected))
    }

    /// The option `option`, which has no default, was not given, nor any of the `alternatives`
    /// that could stand in for it.
    public static func missingOption(_ option: String, plugin: String, alternatives: [String] = []) -> Self {
        Self(.missingOption(option, plugin: plugin, alternatives: alternatives))
    }

    /// A plugin loaded at run time refused its options with `message` (already a full sentence),
    /// about `option` when it named one.
    public static func reportedByPlugin(_ plugin: String, option: String?, message: String) -> Self {
        Self(.reportedByPlugin(plugin, option: option, message: message))
    }

    /// What kind of mistake this is.
    public var code: Code {
        switch kind {
        case .duplicateIdentifier: .duplicateIdentifier
        case .invalidPlugin: .invalidPlugin
        case .unknownPlugin: .unknownPlugin
        case .unknownOption: .unknownOption
        case .wrongOptionType: .wrongOptionType
        case .invalidOptionValue: .invalidOptionValue
        case .missingOption: .missingOption
        case .reportedByPlugin: .reportedByPlugin
        }
    }

    /// The option the error is about, if it is about one.
    public var option: String? {
        switch kind {
        case .duplicateIdentifier, .invalidPlugin, .unknownPlugin: nil
        case .reportedByPlugin(_, let option, _): option
        case .unknownOption(let option, _, _), .wrongOptionType(let option, _, _, _, _),
            .invalidOptionValue(let option, _, _, _), .missingOption(let option, _, _):
            option
        }
    }

    /// The index of the item of the list given for ``option`` that is of the wrong type, as
    /// `context[1]` names it; `nil` unless the error is about one.
    var item: Int? {
        guard case .wrongOptionType(_, _, _, _, let item) = kind else { return nil }
        return item
    }

    /// The message: sentence case, user input in single quotes, no trailing period.
    public var description: String {
        switch kind {
        case .duplicateIdentifier(let identifier, let registered):
            return "A plugin with identifier '\(identifier)' is already registered, \(registered); "
                + "give yours a vendor prefix, such as 'acme-\(identifier)'"
        case .invalidPlugin(let identifier, let problems):
            return "Plugin '\(identifier)' cannot be registered: \(problems.joined(separator: "; "))"
        case .unknownPlugin(let identifier, let available):
            return "Unknown plugin '\(identifier)'; registered plugins: \(Self.list(available))"
        case .unknownOption(let option, let plugin, let available):
            let choices = available.isEmpty ? "it takes no options" : "its options are \(Self.list(available))"
            return "Plugin '\(plugin)' has no option '\(option)'; \(choices)"
        case .wrongOptionType(let option, let plugin, let expected, let given, let item):
            let expectation = Self.expectation(of: expected)
            let place = item.map { " at [\($0)]" } ?? ""
            guard let given else {
                return "Option '\(option)' of plugin '\(plugin)' expects \(expectation)\(place)"
            }
            return "Option '\(option)' of plugin '\(plugin)' expects \(expectation), got '\(given)'\(place)"
        case .invalidOptionValue(let option, let plugin, let given, let expected):
            guard let given else {
                return "Option '\(option)' of plugin '\(plugin)' is not valid: expected \(expected)"
            }
            return "Option '\(option)' of plugin '\(plugin)' cannot be '\(given)': expected \(expected)"
        case .missingOption(let option, let plugin, let alternatives):
            let choices = ([option] + alternatives).map { "'\($0)'" }.joined(separator: " or ")
            return "Plugin '\(plugin)' needs the option \(choices)"
        case .reportedByPlugin(_, _, let message):
            return message
        }
    }

    private static func list(_ words: [String]) -> String {
        words.isEmpty ? "none" : words.joined(separator: ", ")
    }

    private static func expectation(of type: OptionType) -> String {
        switch type {
        case .string: "a string"
        case .integer: "an integer"
        case .number: "a number"
        case .boolean: "true or false"
        case .choice(let words): "one of \(list(words))"
        case .stringList: "a list of strings"
        }
    }
}
