import ValidatorKit
public import ValidatorKitOTP
import ValidatorKitRuntimePlugins
import ValidatorKitStandard
import ValidatorKitTesting
public import ValidatorKitServing

extension ValidationService {
    /// The most wrong one-time codes tried per secret and time step, across every route and
    /// live form of a service, in the store
    /// ``load(specFolder:pluginLibraries:simulatesUsernameDirectory:maximumBodySize:replayStore:)``
    /// makes by default: 5.
    public static let maximumFailedCodeAttempts = 5

    /// The most wrong one-time codes one client (its IP address) may try per secret and time
    /// step in the store ``load(specFolder:pluginLibraries:simulatesUsernameDirectory:maximumBodySize:replayStore:)``
    /// makes by default: 3, below ``maximumFailedCodeAttempts``, so that one guessing client is
    /// stopped before the code's owner is locked out (`--max-code-attempts-per-client`).
    public static let maximumFailedCodeAttemptsPerClient = 3

    /// The service's replay store of one-time codes in memory: at most
    /// ``maximumFailedCodeAttempts`` wrong codes per secret and time step, and
    /// `maximumFailedAttemptsPerClient` per client (``maximumFailedCodeAttemptsPerClient`` by default).
    public static func replayStore(
        maximumFailedAttemptsPerClient: Int = maximumFailedCodeAttemptsPerClient
    ) -> InMemoryReplayStore {
        InMemoryReplayStore(
            maximumFailedAttempts: maximumFailedCodeAttempts, maximumFailedAttemptsPerClient: maximumFailedAttemptsPerClient)
    }

    /// Loads every `*.json` spec of `specFolder` with a registry of the standard validators,
    /// then the plugins of `pluginLibraries` (loaded in order, as `--plugin` does), and, when
    /// `simulatesUsernameDirectory` is true, the `username` plugin on a simulated directory of
    /// taken names (`--demo-directory`: a demonstration, not a service); see
    /// `FormCatalog.load(folder:registry:limits:)`. A body over `maximumBodySize` bytes is `413`.
    ///
    /// One-time codes are remembered in `replayStore`, one for the whole service: `POST /{form}`,
    /// the page posted without JavaScript and every live form verify with it, so a code accepted
    /// by one is refused by the others as `otp.replayed`, and wrong codes are counted together
    /// (`otp.too_many_attempts` past ``maximumFailedCodeAttempts`` by default, and past
    /// ``maximumFailedCodeAttemptsPerClient`` for one client: the server names each request's and
    /// each live form's peer address as the client). Give a store in your database to share it
    /// with other instances.
    public static func load(
        specFolder: String, pluginLibraries: [String] = [], simulatesUsernameDirectory: Bool = false,
        maximumBodySize: Int = SubmissionLimits.defaultMaximumBodySize,
        replayStore: any OneTimePasswordReplayStore = replayStore()
    ) throws(ServerStartupError) -> ValidationService {
        let registry = ValidatorRegistry()
        do {
            let otp = OneTimePasswordPlugin(replayStore: replayStore)
            try registry.register(StandardValidators.plugins.map { $0.identifier == otp.identifier ? otp : $0 })
            if simulatesUsernameDirectory {
                try registry.register(UsernamePlugin(directory: SimulatedUsernameDirectory(clock: ContinuousFieldClock())))
            }
        } catch {
            throw ServerStartupError(file: specFolder, problem: "the validators could not be registered: \(error)")
        }
        for library in pluginLibraries {
            do {
                try RuntimePluginLoader.load(library, into: registry)
            } catch {
                throw ServerStartupError(file: library, problem: "\(error)")
            }
        }
        do throws(FormCatalogError) {
            let limits = SubmissionLimits(maximumBodySize: maximumBodySize)
            return ValidationService(catalog: try FormCatalog.load(folder: specFolder, registry: registry, limits: limits))
        } catch {
            let hint = error.specError?.code == .unknownPlugin
                ? "; start with --demo-directory for the simulated directory of taken usernames, or load a library with --plugin PATH"
                : ""
            throw ServerStartupError(file: error.file, problem: error.problem + hint)
        }
    }
}
