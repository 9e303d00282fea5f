#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The library side of the run-time plugin interface: hands plugins to a loading host.
///
/// A plugin library exports its entry point in a few lines:
///
/// ```swift
/// @_cdecl("validatorkit_plugins_v1")
/// public func validatorKitPlugins(
///     host: UnsafeMutableRawPointer?, register: RuntimePluginRegisterFunction?
/// ) -> Int32 {
///     RuntimePluginExport.register([IBANPlugin()], host: host, with: register)
/// }
/// ```
public enum RuntimePluginExport {
    /// Registers each of `plugins` with the host; returns 0, or the host's status for the first
    /// plugin it refused.
    public static func register(
        _ plugins: [any ValidatorPlugin], host: UnsafeMutableRawPointer?, with register: RuntimePluginRegisterFunction?
    ) -> Int32 {
        guard let register else { return -1 }
        for plugin in plugins {
            guard let descriptor = try? String(decoding: JSONEncoder().encode(PluginDescriptor(plugin)), as: UTF8.self) else {
                return -1
            }
            // The host keeps the plugin for the life of the process, so the box is never released.
            let handle = Unmanaged.passRetained(ExportedPlugin(plugin)).toOpaque()
            let status = descriptor.withCString { register(host, $0, handle, make, validate, release) }
            if status != 0 {
                Unmanaged<ExportedPlugin>.fromOpaque(handle).release()
                return status
            }
        }
        return 0
    }

    private final class ExportedPlugin {
        let plugin: any ValidatorPlugin
        init(_ plugin: any ValidatorPlugin) { self.plugin = plugin }
    }

    private final class ExportedValidator {
        let validator: any Validator
        init(_ validator: any Validator) { self.validator = validator }
    }

    private static let make: RuntimePluginMakeFunction = { handle, options, failureContext, failure in
        guard let handle else { return nil }
        let plugin = Unmanaged<ExportedPlugin>.fromOpaque(handle).takeUnretainedValue().plugin
        do {
            let json = options.map { String(cString: $0) } ?? "{}"
            let values = try JSONDecoder().decode([String: OptionValue].self, from: Data(json.utf8))
            let validator = try plugin.make(ValidatorOptions(values))
            return Unmanaged.passRetained(ExportedValidator(validator)).toOpaque()
        } catch {
            let option = (error as? ValidatorConfigurationError)?.option
            String(describing: error).withCString { message in
                if let option {
                    option.withCString { failure?(failureContext, $0, message) }
                } else {
                    failure?(failureContext, nil, message)
                }
            }
            return nil
        }
    }

    private static let validate: RuntimePluginValidateFunction = { handle, bytes, length, wantsDetails, context, result in
        guard let handle, let result else { return }
        let validator = Unmanaged<ExportedValidator>.fromOpaque(handle).takeUnretainedValue().validator
        let text = String(decoding: UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : length), as: UTF8.self)
        let validity = validator.validate(text)
        var details: String?
        if wantsDetails != 0, let provider = validator as? any ValidationDetailsProvider {
            details = (try? JSONEncoder().encode(provider.details(for: text))).map { String(decoding: $0, as: UTF8.self) }
        }
        let state: Int32
        switch validity {
        case .valid: state = 0
        case .incomplete: state = 1
        case .invalid: state = 2
        }
        let failure = validity.failure
        (failure?.code.rawValue ?? "").withCString { code in
            (failure?.message ?? "").withCString { message in
                if let details {
                    details.withCString { result(context, state, code, message, failure?.position ?? -1, failure?.isFixableByTyping == true ? 1 : 0, $0) }
                } else {
                    result(context, state, code, message, failure?.position ?? -1, failure?.isFixableByTyping == true ? 1 : 0, nil)
                }
            }
        }
    }

    private static let release: RuntimePluginReleaseFunction = { handle in
        guard let handle else { return }
        Unmanaged<ExportedValidator>.fromOpaque(handle).release()
    }
}
