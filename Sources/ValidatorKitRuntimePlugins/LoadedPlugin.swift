internal import CValidatorKitRuntimePlugins
import ValidatorKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A plugin that lives in a library loaded by ``RuntimePluginLoader``, reached through the C
/// functions of the run-time plugin interface.
struct LoadedPlugin: ValidatorPlugin {
    /// The library's functions and its opaque plugin handle.
    struct Functions: @unchecked Sendable {
        // Safe: the handle points at an immutable plugin box the library keeps for the life of
        // the process, and the functions are plain C function pointers.
        let handle: UnsafeMutableRawPointer?
        let make: validatorkit_make_function
        let validate: validatorkit_validate_function
        let release: validatorkit_release_function
        /// The capability functions; all `nil` for a version-1 library.
        var capabilities: validatorkit_capabilities_function?
        var accepts: validatorkit_accepts_function?
        var sectionLayout: validatorkit_section_layout_function?
        var format: validatorkit_format_function?
    }

    let identifier: String
    let summary: String
    let options: [OptionDescription]
    let failureCodes: [FailureCodeDescription]
    let functions: Functions

    func make(_ options: ValidatorOptions) throws -> any Validator {
        let json = String(decoding: try JSONEncoder().encode(options.values), as: UTF8.self)
        var failure: (option: String?, message: String)?
        let validator = withUnsafeMutablePointer(to: &failure) { failurePointer in
            json.withCString { functions.make(functions.handle, $0, failurePointer, Self.receiveFailure) }
        }
        guard let validator else {
            throw ValidatorConfigurationError.reportedByPlugin(
                identifier, option: failure?.option, message: failure?.message ?? "the plugin refused these options")
        }
        return LoadedValidator(handle: validator, functions: functions)
    }

    private static let receiveFailure: validatorkit_failure_function = { context, option, message in
        guard let context else { return }
        let failure = context.assumingMemoryBound(to: (option: String?, message: String)?.self)
        failure.pointee = (option.map { String(cString: $0) }, message.map { String(cString: $0) } ?? "")
    }
}
