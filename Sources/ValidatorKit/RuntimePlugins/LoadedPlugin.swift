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
        let make: RuntimePluginMakeFunction
        let validate: RuntimePluginValidateFunction
        let release: RuntimePluginReleaseFunction
    }

    let identifier: String
    let summary: String
    let options: [OptionDescription]
    // Empty until the C interface carries a plugin's codes across.
    let failureCodes: [FailureCodeDescription] = []
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

    private static let receiveFailure: RuntimePluginFailureFunction = { context, option, message in
        guard let context else { return }
        let failure = context.assumingMemoryBound(to: (option: String?, message: String)?.self)
        failure.pointee = (option.map { String(cString: $0) }, message.map { String(cString: $0) } ?? "")
    }
}

/// A validator built by a loaded plugin; frees it when the last reference goes.
final class LoadedValidator: Validator, ValidationDetailsProvider, @unchecked Sendable {
    // Safe: the handle is immutable and the library's validator behind it is a Sendable value.
    private let handle: UnsafeMutableRawPointer
    private let functions: LoadedPlugin.Functions

    init(handle: UnsafeMutableRawPointer, functions: LoadedPlugin.Functions) {
        self.handle = handle
        self.functions = functions
    }

    deinit {
        functions.release(handle)
    }

    private struct Answer {
        var validity = Validity.valid
        var details: ValidationDetails = [:]
    }

    func validate(_ text: String) -> Validity {
        ask(text, wantsDetails: false).validity
    }

    func details(for text: String) -> ValidationDetails {
        ask(text, wantsDetails: true).details
    }

    private func ask(_ text: String, wantsDetails: Bool) -> Answer {
        var answer = Answer()
        var text = text
        withUnsafeMutablePointer(to: &answer) { answerPointer in
            text.withUTF8 { bytes in
                functions.validate(handle, bytes.baseAddress, bytes.count, wantsDetails ? 1 : 0, answerPointer, Self.receive)
            }
        }
        return answer
    }

    private static let receive: RuntimePluginResultFunction = { context, state, code, message, position, fixable, details in
        guard let context else { return }
        let answer = context.assumingMemoryBound(to: Answer.self)
        switch state {
        case 0: answer.pointee.validity = .valid
        case 1: answer.pointee.validity = .incomplete
        default:
            answer.pointee.validity = .invalid(ValidationFailure(
                code: code.map { ValidationFailure.Code(rawValue: String(cString: $0)) } ?? .pluginInvalid,
                message: message.map { String(cString: $0) } ?? "Not valid",
                position: position >= 0 ? position : nil,
                isFixableByTyping: fixable != 0))
        }
        if let details,
            let decoded = try? JSONDecoder().decode(ValidationDetails.self, from: Data(String(cString: details).utf8))
        {
            answer.pointee.details = decoded
        }
    }
}
