public import ValidatorKitServing
import ValidatorKit
import ValidatorKitOTP
import ValidatorKitStandard
import ValidatorKitTesting

extension ValidationService {
    /// Every `*.json` spec of `specFolder` with a registry of the standard validators (one
    /// replay store of one-time codes for the whole service, 5 wrong codes per secret and time
    /// step, 3 per client and secret, the client being the peer's address) and, when `simulatesUsernameDirectory` is true, the `username` plugin on a simulated
    /// directory of taken names (`--demo-directory`), as validator-server loads them.
    public static func load(specFolder: String, simulatesUsernameDirectory: Bool) throws -> ValidationService {
        let registry = ValidatorRegistry()
        let otp = OneTimePasswordPlugin(replayStore: InMemoryReplayStore(maximumFailedAttempts: 5, maximumFailedAttemptsPerClient: 3))
        try registry.register(StandardValidators.plugins.map { $0.identifier == otp.identifier ? otp : $0 })
        if simulatesUsernameDirectory {
            try registry.register(UsernamePlugin(directory: SimulatedUsernameDirectory(clock: ContinuousFieldClock())))
        }
        return ValidationService(catalog: try FormCatalog.load(folder: specFolder, registry: registry))
    }
}
