import ValidatorKitStandard
import ValidatorKit

/// Builds validators the way an app does: from a registry holding every built-in plugin.
public enum StandardRegistry {
    /// A registry with every built-in plugin registered.
    public static let shared: ValidatorRegistry = {
        let registry = ValidatorRegistry()
        do {
            try StandardValidators.register(in: registry)
        } catch {
            fatalError("The standard validators do not register: \(error)")
        }
        return registry
    }()

    /// The validator of `plugin` with `options`; a configuration mistake in a benchmark stops it.
    public static func validator(_ plugin: String, _ options: [String: JSONValue] = [:]) -> any Validator {
        do {
            return try shared.makeValidator(plugin, options: options)
        } catch {
            fatalError("Cannot build a '\(plugin)' validator: \(error)")
        }
    }
}
