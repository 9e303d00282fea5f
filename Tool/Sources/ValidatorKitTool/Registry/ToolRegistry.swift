import ValidatorKitStandard
public import ValidatorKit
import ValidatorKitRuntimePlugins
import ValidatorKitTesting

/// The registry the tool works with: every built-in plugin, the simulated `username` directory
/// (``UsernamePlugin``, a fixed set of taken names: a demonstration, not a service), then those
/// of the libraries given with `--plugin`.
public enum ToolRegistry {
    /// A new registry with the built-in plugins, `username` answering on `clock`, and the
    /// plugins of `libraries`, loaded in order.
    public static func make(loading libraries: [String], clock: any FieldClock = ContinuousFieldClock()) throws -> ValidatorRegistry {
        let registry = ValidatorRegistry()
        try StandardValidators.register(in: registry)
        try registry.register(UsernamePlugin(directory: SimulatedUsernameDirectory(clock: clock)))
        for library in libraries {
            try RuntimePluginLoader.load(library, into: registry)
        }
        return registry
    }
}
