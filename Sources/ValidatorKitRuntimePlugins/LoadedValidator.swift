private import CValidatorKitRuntimePlugins
import ValidatorKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A validator built by a loaded plugin; frees it when the last reference goes.
///
/// It offers the capabilities the library reports, and only those: its capability members
/// answer the validator itself for each one reported, `nil` for the others.
final class LoadedValidator: Validator, ValidationDetailsProvider, InputFilter, SectionLayoutProvider, TextFormatter,
    @unchecked Sendable
{
    // Safe: the handle and the capabilities are immutable and the library's validator behind
    // the handle is a Sendable value.
    let handle: UnsafeMutableRawPointer
    let functions: LoadedPlugin.Functions
    /// The capabilities the library reports, `validatorkit_capability` bits.
    private let offered: UInt32

    init(handle: UnsafeMutableRawPointer, functions: LoadedPlugin.Functions) {
        self.handle = handle
        self.functions = functions
        offered = functions.capabilities.map { $0(handle) } ?? 0
    }

    deinit {
        functions.release(handle)
    }

    private func offers(_ capability: validatorkit_capability) -> Bool {
        offered & capability.rawValue != 0
    }

    var inputFilter: (any InputFilter)? {
        offers(VALIDATORKIT_CAPABILITY_INPUT_FILTER) ? self : nil
    }

    var sectionLayoutProvider: (any SectionLayoutProvider)? {
        offers(VALIDATORKIT_CAPABILITY_SECTION_LAYOUT) ? self : nil
    }

    var textFormatter: (any TextFormatter)? {
        offers(VALIDATORKIT_CAPABILITY_FORMATTER) ? self : nil
    }

    func validate(_ text: String) -> Validity {
        ask(text, flags: []).validity
    }

    /// The library's verdict on `text` as finished, when it judges finished texts; else its
    /// verdict as typed.
    func conclude(_ text: String) -> Validity {
        ask(text, flags: offers(VALIDATORKIT_CAPABILITY_CONCLUSION) ? [VALIDATORKIT_VALIDATE_AS_FINISHED] : []).validity
    }

    func details(for text: String) -> ValidationDetails {
        ask(text, flags: [VALIDATORKIT_VALIDATE_DETAILS]).details
    }

    private func ask(_ text: String, flags: [validatorkit_validate_flag]) -> Answer {
        let combined = Int32(bitPattern: flags.reduce(0) { $0 | $1.rawValue })
        var answer = Answer()
        withUnsafeMutablePointer(to: &answer) { answerPointer in
            withUTF8(of: text) { bytes in
                functions.validate(handle, bytes.baseAddress, bytes.count, combined, answerPointer, receiveAnswer)
            }
        }
        return answer
    }
}

/// A library's verdict on one text, and its details when asked for.
private struct Answer {
    var validity = Validity.valid
    var details: ValidationDetails = [:]
}

private let receiveAnswer: validatorkit_result_function = { context, state, code, message, position, fixable, details in
    guard let context else { return }
    let answer = context.assumingMemoryBound(to: Answer.self)
    switch state {
    case VALIDATORKIT_VERDICT_VALID:
        answer.pointee.validity = .valid
    case VALIDATORKIT_VERDICT_INCOMPLETE:
        answer.pointee.validity = .incomplete
    default:
        // VALIDATORKIT_VERDICT_INVALID, and any state this version does not know.
        // VALIDATORKIT_NO_POSITION is -1. The message crosses the interface as it is; without
        // one, the core's "Not valid" is shown in the locale.
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

/// Calls `body` with the UTF-8 bytes of `text`, copied only when `text` has no contiguous storage.
func withUTF8<Result>(of text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(body)
}

extension LoadedValidator {
    func accepts(_ character: Character) -> Bool {
        guard let accepts = functions.accepts else { return true }
        return withUTF8(of: String(character)) { accepts(handle, $0.baseAddress, $0.count) != 0 }
    }
}

extension LoadedValidator {
    func sectionLayout(for text: String) -> SectionLayout {
        guard let sectionLayout = functions.sectionLayout else { return .unsectioned }
        var lengths: [Int] = []
        withUnsafeMutablePointer(to: &lengths) { lengthsPointer in
            withUTF8(of: text) { sectionLayout(handle, $0.baseAddress, $0.count, lengthsPointer, receiveLengths) }
        }
        // A library that reports a length below 1 gets no sections rather than a crash.
        return lengths.isEmpty ? .unsectioned : (try? SectionLayout(lengths)) ?? .unsectioned
    }
}

private let receiveLengths: validatorkit_section_lengths_function = { context, lengths, count in
    guard let context, let lengths else { return }
    context.assumingMemoryBound(to: [Int].self).pointee = UnsafeBufferPointer(start: lengths, count: count).map(Int.init)
}

extension LoadedValidator {
    func formatted(_ text: String) -> String {
        guard let format = functions.format else { return text }
        var formatted = text
        withUnsafeMutablePointer(to: &formatted) { formattedPointer in
            withUTF8(of: text) { format(handle, $0.baseAddress, $0.count, formattedPointer, receiveText) }
        }
        return formatted
    }
}

private let receiveText: validatorkit_text_function = { context, bytes, length in
    guard let context else { return }
    context.assumingMemoryBound(to: String.self).pointee =
        String(decoding: UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : length), as: UTF8.self)
}
