private import CValidatorKitRuntimePlugins
public import ValidatorKit
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
/// // identifiers == ["iban"]
/// ```
public enum RuntimePluginLoader {
    /// Loads the shared library at `path` (built with the same Swift toolchain) and registers
    /// every plugin it exports into `registry`; returns their identifiers.
    ///
    /// A relative path, even one without a slash such as `libAcme.so`, is read from the current
    /// folder; the dynamic loader's search path is never used. Loading a file again into the same
    /// registry, by this path or another, returns its identifiers and registers nothing. Each
    /// plugin must pass the registry's checks (`ValidatorRegistry.register(_:origin:)`), and its
    /// `PluginOrigin` is the library's full path, which clash messages name. A library is never
    /// unloaded: its validators may live as long as the process.
    @discardableResult
    public static func load(_ path: String, into registry: ValidatorRegistry) throws(RuntimePluginError) -> [String] {
        let resolved = try fullPath(of: path)
        let origin = PluginOrigin.library(path: resolved)
        let alreadyLoaded = registry.identifiers.filter { registry.origin(of: $0) == origin }
        guard alreadyLoaded.isEmpty else { return alreadyLoaded }
        guard let library = dlopen(resolved, RTLD_NOW | RTLD_LOCAL) else {
            throw .cannotOpen(path, reason: dlerror().map { String(cString: $0) } ?? "unknown reason")
        }
        let session = RegistrationSession(registry: registry, origin: origin)
        let context = Unmanaged.passUnretained(session).toOpaque()
        let status: validatorkit_status
        if let symbol = dlsym(library, RuntimePluginInterface.entryPointName) {
            let entryPoint = unsafeBitCast(symbol, to: validatorkit_entry_point_v2_function.self)
            var host = validatorkit_host_v2(context: context, register_plugin: registerFromLibrary)
            status = withExtendedLifetime(session) { entryPoint(&host) }
        } else if let symbol = dlsym(library, RuntimePluginInterface.versionOneEntryPointName) {
            let entryPoint = unsafeBitCast(symbol, to: validatorkit_entry_point_function.self)
            var host = validatorkit_host(context: context, register_plugin: registerFromVersionOneLibrary)
            status = withExtendedLifetime(session) { entryPoint(&host) }
        } else {
            throw .missingEntryPoint(path)
        }
        if let problem = session.problem {
            throw .registrationFailed(path, reason: problem)
        }
        guard status == VALIDATORKIT_STATUS_OK else {
            throw .registrationFailed(path, reason: "its entry point returned status \(status.rawValue)")
        }
        return session.identifiers
    }

    /// `path` made absolute against the current folder, with links resolved, so that the file
    /// is found where the user sees it and two paths to one file compare equal.
    private static func fullPath(of path: String) throws(RuntimePluginError) -> String {
        guard let resolved = realpath(path, nil) else {
            guard errno == ENOENT || errno == ENOTDIR else {
                throw .cannotOpen(path, reason: String(cString: strerror(errno)))
            }
            throw .missingFile(path)
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What one call of the entry point has registered so far, and why it stopped.
    private final class RegistrationSession {
        let registry: ValidatorRegistry
        let origin: PluginOrigin
        var identifiers: [String] = []
        var problem: String?

        init(registry: ValidatorRegistry, origin: PluginOrigin) {
            self.registry = registry
            self.origin = origin
        }
    }

    private static let registerFromLibrary: validatorkit_register_v2_function = { context, descriptor, plugin, functions in
        guard let functions = functions?.pointee, let make = functions.make, let validate = functions.validate,
            let release = functions.release
        else {
            return VALIDATORKIT_STATUS_INVALID_ARGUMENT
        }
        return register(
            descriptor, context: context,
            functions: LoadedPlugin.Functions(
                handle: plugin, make: make, validate: validate, release: release, capabilities: functions.capabilities,
                accepts: functions.accepts, sectionLayout: functions.section_layout, format: functions.format))
    }

    private static let registerFromVersionOneLibrary: validatorkit_register_function = { context, descriptor, plugin, make, validate, release in
        guard let make, let validate, let release else { return VALIDATORKIT_STATUS_INVALID_ARGUMENT }
        return register(
            descriptor, context: context,
            functions: LoadedPlugin.Functions(handle: plugin, make: make, validate: validate, release: release))
    }

    /// Registers the plugin described by `descriptor` into the registry of the session behind
    /// `context`; on refusal, the session keeps the reason.
    private static func register(
        _ descriptor: UnsafePointer<CChar>?, context: UnsafeMutableRawPointer?, functions: LoadedPlugin.Functions
    ) -> validatorkit_status {
        guard let context else { return VALIDATORKIT_STATUS_INVALID_ARGUMENT }
        let session = Unmanaged<RegistrationSession>.fromOpaque(context).takeUnretainedValue()
        guard let descriptor,
            let decoded = try? JSONDecoder().decode(PluginDescriptor.self, from: Data(String(cString: descriptor).utf8)),
            let options = decoded.optionDescriptions
        else {
            session.problem = "a plugin's description could not be read"
            return VALIDATORKIT_STATUS_UNREADABLE_DESCRIPTOR
        }
        let loaded = LoadedPlugin(
            identifier: decoded.identifier, summary: decoded.summary, options: options,
            failureCodes: decoded.failureCodeDescriptions, functions: functions)
        do {
            try session.registry.register(loaded, origin: session.origin)
        } catch {
            session.problem = String(describing: error)
            return VALIDATORKIT_STATUS_REGISTRATION_REFUSED
        }
        session.identifiers.append(decoded.identifier)
        return VALIDATORKIT_STATUS_OK
    }
}
