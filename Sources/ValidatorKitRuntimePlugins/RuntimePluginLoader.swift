#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The host side of the run-time plugin interface: loads a plugin library and registers its
/// plugins.
///
/// ```swift
/// let registry = ValidatorRegistry()
/// let identifiers = try RuntimePluginLoader.load("/path/libValidatorKitIBANPlugin.so", into: registry)
/// ```
public enum RuntimePluginLoader {
    /// Loads the shared library at `path` (built with the same Swift toolchain) and registers
    /// every plugin it exports into `registry`; returns their identifiers.
    ///
    /// A library is never unloaded: its validators may live as long as the process.
    @discardableResult
    public static func load(_ path: String, into registry: ValidatorRegistry) throws(RuntimePluginError) -> [String] {
        guard access(path, F_OK) == 0 else {
            throw .missingFile(path)
        }
        guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw .cannotOpen(path, reason: dlerror().map { String(cString: $0) } ?? "unknown reason")
        }
        guard let symbol = dlsym(library, RuntimePluginInterface.entryPointName) else {
            throw .missingEntryPoint(path)
        }
        let entryPoint = unsafeBitCast(symbol, to: RuntimePluginEntryPoint.self)
        let session = RegistrationSession(registry: registry)
        let status = withExtendedLifetime(session) {
            entryPoint(Unmanaged.passUnretained(session).toOpaque(), registerFromLibrary)
        }
        if let problem = session.problem {
            throw .registrationFailed(path, reason: problem)
        }
        guard status == 0 else {
            throw .registrationFailed(path, reason: "its entry point returned status \(status)")
        }
        return session.identifiers
    }

    private final class RegistrationSession {
        let registry: ValidatorRegistry
        var identifiers: [String] = []
        var problem: String?

        init(registry: ValidatorRegistry) {
            self.registry = registry
        }
    }

    private static let registerFromLibrary: RuntimePluginRegisterFunction = { host, descriptor, plugin, make, validate, release in
        guard let host else { return -1 }
        let session = Unmanaged<RegistrationSession>.fromOpaque(host).takeUnretainedValue()
        guard let descriptor, let make, let validate, let release,
            let decoded = try? JSONDecoder().decode(PluginDescriptor.self, from: Data(String(cString: descriptor).utf8)),
            let options = decoded.optionDescriptions
        else {
            session.problem = "a plugin's description could not be read"
            return -2
        }
        let loaded = LoadedPlugin(
            identifier: decoded.identifier, summary: decoded.summary, options: options,
            functions: LoadedPlugin.Functions(handle: plugin, make: make, validate: validate, release: release))
        do {
            try session.registry.register(loaded)
        } catch {
            session.problem = String(describing: error)
            return -3
        }
        session.identifiers.append(decoded.identifier)
        return 0
    }
}
