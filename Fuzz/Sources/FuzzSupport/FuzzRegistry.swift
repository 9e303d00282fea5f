import ValidatorKitStandard
import ValidatorKit

/// The registry every fuzz target builds validators through: all built-in plugins.
public enum FuzzRegistry {
    /// Every built-in plugin, registered once and shared by all runs.
    public static let shared: ValidatorRegistry = {
        let registry = ValidatorRegistry()
        do {
            try StandardValidators.register(in: registry)
        } catch {
            fatalError("the built-in plugins could not be registered: \(error)")
        }
        return registry
    }()
}
