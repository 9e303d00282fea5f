import Synchronization

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
    private let plugins = Mutex<[String: any ValidatorPlugin]>([:])

    /// Creates an empty registry.
    public init() {}

    /// Registers `plugin`; throws ``ValidatorConfigurationError/duplicateIdentifier(_:)`` when its
    /// identifier is taken.
    public func register(_ plugin: any ValidatorPlugin) throws {
        try plugins.withLock { plugins in
            guard plugins[plugin.identifier] == nil else {
                throw ValidatorConfigurationError.duplicateIdentifier(plugin.identifier)
            }
            plugins[plugin.identifier] = plugin
        }
    }

    /// Registers each of `plugins` in order, stopping at the first duplicate.
    public func register(_ plugins: [any ValidatorPlugin]) throws {
        for plugin in plugins {
            try register(plugin)
        }
    }

    /// The registered identifiers, sorted.
    public var identifiers: [String] {
        plugins.withLock { $0.keys.sorted() }
    }

    /// The registered plugins, sorted by identifier.
    public var allPlugins: [any ValidatorPlugin] {
        plugins.withLock { plugins in
            plugins.keys.sorted().compactMap { plugins[$0] }
        }
    }

    /// The plugin registered under `identifier`; throws
    /// ``ValidatorConfigurationError/unknownPlugin(_:available:)`` naming the registered ones.
    public func plugin(_ identifier: String) throws -> any ValidatorPlugin {
        try plugins.withLock { plugins in
            guard let plugin = plugins[identifier] else {
                throw ValidatorConfigurationError.unknownPlugin(identifier, available: Array(plugins.keys))
            }
            return plugin
        }
    }

    /// Builds a validator of the plugin `identifier` with `options`, after checking every option
    /// against the plugin's descriptions and filling in defaults.
    public func makeValidator(_ identifier: String, options: [String: OptionValue] = [:]) throws -> any Validator {
        let plugin = try plugin(identifier)
        return try plugin.make(Self.checkedOptions(options, for: plugin))
    }

    /// `given` checked against the option descriptions of `plugin`, converted to the declared
    /// types and completed with defaults. `@_spi(PluginTesting)`: `PluginConformance` checks
    /// option defaults with it; hosts go through ``makeValidator(_:options:)``.
    @_spi(PluginTesting) public static func checkedOptions(
        _ given: [String: OptionValue], for plugin: any ValidatorPlugin
    ) throws -> ValidatorOptions {
        var checked: [String: OptionValue] = [:]
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
                throw ValidatorConfigurationError.wrongOptionType(
                    name, plugin: plugin.identifier, expected: description.type,
                    given: description.isSecret ? nil : value.description)
            }
            checked[name] = converted
        }
        return ValidatorOptions(checked)
    }
}
