import ValidatorKitStandard
import ValidatorKit
import ValidatorKitRuntimePlugins

/// The registry the demo works with: every built-in plugin, then those of the libraries given
/// with `--plugin`.
public enum DemoRegistry {
    /// A new registry with the built-in plugins and those of `libraries`, loaded in order.
    public static func make(loading libraries: [String]) throws -> ValidatorRegistry {
        let registry = ValidatorRegistry()
        try StandardValidators.register(in: registry)
        for library in libraries {
            try RuntimePluginLoader.load(library, into: registry)
        }
        return registry
    }
}
