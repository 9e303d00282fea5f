private import CValidatorKitRuntimePlugins
public import ValidatorKit
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
/// import ValidatorKitRuntimePlugins
///
/// @_cdecl("validatorkit_plugins_v2")
/// public func validatorKitPlugins(host: UnsafeRawPointer?) -> Int32 {
///     RuntimePluginExport.register([IBANPlugin()], host: host)
/// }
/// ```
public enum RuntimePluginExport {
    /// Registers each of `plugins` with the host that called the entry point, and returns the
    /// status for the entry point to return.
    ///
    /// - Parameters:
    ///   - plugins: The plugins to offer, registered in this order.
    ///   - host: The entry point's argument, passed on unchanged: it points at the host's
    ///     `validatorkit_host_v2` (declared in `validatorkit_runtime_plugins.h`).
    /// - Returns: A `validatorkit_status`: `VALIDATORKIT_STATUS_OK` (0) when every plugin was
    ///   registered, `VALIDATORKIT_STATUS_INVALID_ARGUMENT` when `host` or its register function
    ///   is missing or a plugin cannot be described, or else the host's status for the first
    ///   plugin it refused; the host knows why.
    public static func register(_ plugins: [any ValidatorPlugin], host: UnsafeRawPointer?) -> Int32 {
        registerPlugins(plugins, host: host).rawValue
    }

    private static func registerPlugins(_ plugins: [any ValidatorPlugin], host: UnsafeRawPointer?) -> validatorkit_status {
        guard let host = host?.load(as: validatorkit_host_v2.self), let register = host.register_plugin else {
            return VALIDATORKIT_STATUS_INVALID_ARGUMENT
        }
        var functions = validatorkit_plugin_functions(
            make: make, validate: validate, release: release, capabilities: capabilities, accepts: accepts,
            section_layout: sectionLayout, format: format)
        for plugin in plugins {
            guard let descriptor = try? String(decoding: JSONEncoder().encode(PluginDescriptor(plugin)), as: UTF8.self) else {
                return VALIDATORKIT_STATUS_INVALID_ARGUMENT
            }
            // The host keeps the plugin for the life of the process, so the box is never released.
            let handle = Unmanaged.passRetained(ExportedPlugin(plugin)).toOpaque()
            let status = descriptor.withCString { register(host.context, $0, handle, &functions) }
            if status != VALIDATORKIT_STATUS_OK {
                Unmanaged<ExportedPlugin>.fromOpaque(handle).release()
                return status
            }
        }
        return VALIDATORKIT_STATUS_OK
    }

    /// The plugin behind an opaque plugin handle.
    private final class ExportedPlugin {
        let plugin: any ValidatorPlugin
        init(_ plugin: any ValidatorPlugin) { self.plugin = plugin }
    }

    /// The validator behind an opaque validator handle.
    private final class ExportedValidator {
        let validator: any Validator
        init(_ validator: any Validator) { self.validator = validator }
    }

    private static let make: validatorkit_make_function = { handle, options, failureContext, failure in
        guard let handle else { return nil }
        let plugin = Unmanaged<ExportedPlugin>.fromOpaque(handle).takeUnretainedValue().plugin
        do {
            let json = options.map { String(cString: $0) } ?? "{}"
            let values = try JSONDecoder().decode([String: JSONValue].self, from: Data(json.utf8))
            let validator = try plugin.make(ValidatorOptions(values))
            return Unmanaged.passRetained(ExportedValidator(validator)).toOpaque()
        } catch {
            // Only the text crosses: it names the plugin, since an error of the plugin's own
            // type may not, and the host prints it with no type to tell whose it is.
            let configurationError = error as? ValidatorConfigurationError
            let option = configurationError?.option
            let text = configurationError.map(String.init(describing:))
                ?? "Plugin '\(plugin.identifier)' failed to build a validator: \(error)"
            text.withCString { message in
                if let option {
                    option.withCString { failure?(failureContext, $0, message) }
                } else {
                    failure?(failureContext, nil, message)
                }
            }
            return nil
        }
    }

    private static let validate: validatorkit_validate_function = { handle, bytes, length, wantsDetails, context, result in
        guard let validator = Self.validator(handle), let result else { return }
        let text = Self.text(bytes, length)
        let asFinished = UInt32(bitPattern: wantsDetails) & VALIDATORKIT_VALIDATE_AS_FINISHED.rawValue != 0
        let validity = asFinished ? validator.conclude(text) : validator.validate(text)
        var details: String?
        if UInt32(bitPattern: wantsDetails) & VALIDATORKIT_VALIDATE_DETAILS.rawValue != 0, let provider = validator.detailsProvider {
            details = (try? JSONEncoder().encode(provider.details(for: text))).map { String(decoding: $0, as: UTF8.self) }
        }
        let state: validatorkit_verdict_state
        switch validity {
        case .valid: state = VALIDATORKIT_VERDICT_VALID
        case .incomplete: state = VALIDATORKIT_VERDICT_INCOMPLETE
        case .invalid: state = VALIDATORKIT_VERDICT_INVALID
        }
        let failure = validity.failure
        let position = failure?.position ?? Int(VALIDATORKIT_NO_POSITION)
        let fixableByTyping: Int32 = failure?.isFixableByTyping == true ? 1 : 0
        (failure?.code.rawValue ?? "").withCString { code in
            (failure?.message(in: .english) ?? "").withCString { message in
                if let details {
                    details.withCString { result(context, state, code, message, position, fixableByTyping, $0) }
                } else {
                    result(context, state, code, message, position, fixableByTyping, nil)
                }
            }
        }
    }

    private static let release: validatorkit_release_function = { handle in
        guard let handle else { return }
        Unmanaged<ExportedValidator>.fromOpaque(handle).release()
    }

    private static func validator(_ handle: UnsafeMutableRawPointer?) -> (any Validator)? {
        handle.map { Unmanaged<ExportedValidator>.fromOpaque($0).takeUnretainedValue().validator }
    }

    private static func text(_ bytes: UnsafePointer<UInt8>?, _ length: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : length), as: UTF8.self)
    }

    private static let capabilities: validatorkit_capabilities_function = { handle in
        guard let validator = Self.validator(handle) else { return 0 }
        // Every validator judges a finished text (`conclude` defaults to `validate`).
        var offered: UInt32 = VALIDATORKIT_CAPABILITY_CONCLUSION.rawValue
        if validator.inputFilter != nil { offered |= VALIDATORKIT_CAPABILITY_INPUT_FILTER.rawValue }
        if validator.sectionLayoutProvider != nil { offered |= VALIDATORKIT_CAPABILITY_SECTION_LAYOUT.rawValue }
        if validator.textFormatter != nil { offered |= VALIDATORKIT_CAPABILITY_FORMATTER.rawValue }
        return offered
    }

    private static let accepts: validatorkit_accepts_function = { handle, bytes, length in
        guard let filter = Self.validator(handle)?.inputFilter, let character = Self.text(bytes, length).first else { return 1 }
        return filter.accepts(character) ? 1 : 0
    }

    private static let sectionLayout: validatorkit_section_layout_function = { handle, bytes, length, context, lengths in
        guard let provider = Self.validator(handle)?.sectionLayoutProvider, let lengths else { return }
        let layout = provider.sectionLayout(for: Self.text(bytes, length))
        let widths = layout.isUnsectioned ? [] : layout.lengths.map(Int32.init(clamping:))
        widths.withUnsafeBufferPointer { lengths(context, $0.baseAddress, $0.count) }
    }

    private static let format: validatorkit_format_function = { handle, bytes, length, context, formatted in
        guard let formatter = Self.validator(handle)?.textFormatter, let formatted else { return }
        var shown = formatter.formatted(Self.text(bytes, length))
        shown.withUTF8 { formatted(context, $0.baseAddress, $0.count) }
    }
}
