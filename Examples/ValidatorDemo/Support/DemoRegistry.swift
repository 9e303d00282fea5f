import StandardValidators
import ValidatorKit

/// The registry the demo works with: every built-in plugin.
enum DemoRegistry {
    static func make() throws -> ValidatorRegistry {
        let registry = ValidatorRegistry()
        try StandardValidators.register(in: registry)
        return registry
    }
}
