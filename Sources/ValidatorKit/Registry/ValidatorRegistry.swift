/// Maps plugin identifiers to plugins and builds validators from them. Thread-safe.
///
/// There is no global registry: a host creates one and registers the plugins it wants, so
/// nothing registers itself behind its back.
///
/// ```swift
/// let registry = ValidatorRegistry()
/// try registry.register(BasicValidators.all)
/// let validator = try registry.makeValidator("length", options: ["min": .integer(2)])
/// validator.validate("x")   // .invalid(length.too_short)
/// ```
public final class ValidatorRegistry: Sendable {
    private struct Registration {
        let plugin: any ValidatorPlugin
        let origin: PluginOrigin
    }

    private let registrations = Locked<[String: Registration]>([:])

    /// Creates an empty registry.
    public init() {}

    /// Registers `plugin`, which came from `origin` (by default the module that declares its
    /// type).
    ///
    /// Throws an error coded ``ValidatorConfigurationError/Code/invalidPlugin`` when the plugin's
    /// description is malformed (an identifier with a space, an empty summary, an option default
    /// of the wrong type), and one coded ``ValidatorConfigurationError/Code/duplicateIdentifier``,
    /// naming where the first one came from, when its identifier is taken.
    public func register(_ plugin: any ValidatorPlugin, origin: PluginOrigin? = nil) throws {
        let problems = plugin.declarationProblems
        guard problems.isEmpty else {
            throw ValidatorConfigurationError.invalidPlugin(plugin.identifier, problems: problems)
        }
        let registration = Registration(plugin: plugin, origin: origin ?? .linked(plugin))
        try registrations.withLock { registrations in
            if let first = registrations[plugin.identifier] {
                throw ValidatorConfigurationError.duplicateIdentifier(plugin.identifier, registered: first.origin)
            }
            registrations[plugin.identifier] = registration
        }
    }

    /// Registers each of `plugins` in order, stopping at the first refused.
    public func register(_ plugins: [any ValidatorPlugin]) throws {
        for plugin in plugins {
            try register(plugin)
        }
    }

    /// The registered identifiers, sorted.
    public var identifiers: [String] {
        registrations.withLock { $0.keys.sorted() }
    }

    /// The registered plugins, sorted by identifier.
    public var allPlugins: [any ValidatorPlugin] {
        registrations.withLock { registrations in
            registrations.keys.sorted().compactMap { registrations[$0]?.plugin }
        }
    }

    /// Where the plugin registered under `identifier` came from; `nil` when none is.
    public func origin(of identifier: String) -> PluginOrigin? {
        registrations.withLock { $0[identifier]?.origin }
    }

    /// The plugin registered under `identifier`; throws an error coded
    /// ``ValidatorConfigurationError/Code/unknownPlugin`` naming the registered ones.
    public func plugin(_ identifier: String) throws -> any ValidatorPlugin {
        try registrations.withLock { registrations in
            guard let registration = registrations[identifier] else {
                throw ValidatorConfigurationError.unknownPlugin(identifier, available: Array(registrations.keys))
            }
            return registration.plugin
        }
    }

    /// Builds a validator of the plugin `identifier` with `options`, after checking every option
    /// against the plugin's descriptions and filling in defaults.
    public func makeValidator(_ identifier: String, options: [String: JSONValue] = [:]) throws -> any Validator {
        let plugin = try plugin(identifier)
        return try plugin.make(Self.checkedOptions(options, for: plugin))
    }

    /// `given` checked against the option descriptions of `plugin`, converted to the declared
    /// types and completed with defaults. `PluginConformance` checks option defaults with it;
    /// hosts go through ``makeValidator(_:options:)``.
    package static func checkedOptions(
        _ given: [String: JSONValue], for plugin: any ValidatorPlugin
    ) throws -> ValidatorOptions {
        var checked: [String: JSONValue] = [:]
        for description in plugin.options {
            if let defaultValue = description.defaultValue {
                checked[description.name] = defaultValue
            }
        }
        for name in given.keys.sorted() {
            guard let value = given[name] else { continue }
            guard let description = plugin.options.first(where: { $0.name == name }) else {
                throw ValidatorConfigurationError.unknownOption(
                    name, plugin: plugin.identifier, available: plugin.options.map(\.name))
            }
            guard let converted = description.type.coerce(value) else {
                // A list with an item of another type names that item, as `context[1]`.
                let misfit = description.type.misfitItem(in: value)
                throw ValidatorConfigurationError.wrongOptionType(
                    name, plugin: plugin.identifier, expected: description.type,
                    given: description.isSecret ? nil : (misfit?.item ?? value).description, item: misfit?.index)
            }
            checked[name] = converted
        }
        return ValidatorOptions(checked)
    }
}
