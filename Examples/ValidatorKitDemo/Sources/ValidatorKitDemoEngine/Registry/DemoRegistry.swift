import ValidatorKitStandard
public import ValidatorKit
import ValidatorKitRuntimePlugins

/// The registry the demo works with: every built-in plugin, the demo's own `username` (a
/// simulated directory of taken names), then those of the libraries given with `--plugin`.
public enum DemoRegistry {
    /// A new registry with the built-in plugins, `username` answering on `clock`, and the
    /// plugins of `libraries`, loaded in order.
    public static func make(loading libraries: [String], clock: any FieldClock = ContinuousFieldClock()) throws -> ValidatorRegistry {
        let registry = ValidatorRegistry()
        try StandardValidators.register(in: registry)
        try registry.register(UsernamePlugin(directory: UsernameDirectory(clock: clock)))
        for library in libraries {
            try RuntimePluginLoader.load(library, into: registry)
        }
        return registry
    }
}
