private import CValidatorKitRuntimePlugins
import ValidatorKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    private static let receive: validatorkit_result_function = { context, state, code, message, position, fixable, details in
        guard let context else { return }
        let answer = context.assumingMemoryBound(to: Answer.self)
        switch state {
        case VALIDATORKIT_VERDICT_VALID:
            answer.pointee.validity = .valid
        case VALIDATORKIT_VERDICT_INCOMPLETE:
            answer.pointee.validity = .incomplete
        default:
            // VALIDATORKIT_VERDICT_INVALID, and any state this version does not know.
            // VALIDATORKIT_NO_POSITION is -1. The message crosses the interface as it is;
            // without one, the core's "Not valid" is shown in the locale.
            let failureCode = code.map { ValidationFailure.Code(String(cString: $0)) } ?? .pluginInvalid
            let failurePosition = position >= 0 ? position : nil
            answer.pointee.validity = .invalid(
                message.map {
                    ValidationFailure(
                        code: failureCode, message: String(cString: $0), position: failurePosition,
                        isFixableByTyping: fixable != 0)
                }
                    ?? ValidationFailure(code: failureCode, position: failurePosition, isFixableByTyping: fixable != 0))
        }
        if let details,
            let decoded = try? JSONDecoder().decode(ValidationDetails.self, from: Data(String(cString: details).utf8))
        {
            answer.pointee.details = decoded
        }
    }
}
