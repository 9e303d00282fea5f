#if VALIDATORKIT_PCRE2
private import CPCRE2

/// A pattern compiled by PCRE2 (and by its JIT where available), owned and freed by this object.
///
/// The pattern is compiled to match the whole subject: anchored at the start, and followed by
/// an end-of-subject assertion that PCRE2 inserts itself (`PCRE2_EXTRA_MATCH_LINE` with
/// `PCRE2_DOLLAR_ENDONLY`), so no anchor the pattern has or lacks, no `\Q` left open and no
/// `#` comment can change that. `PCRE2_ENDANCHORED` would be simpler but PCRE2 refuses partial
/// matching with it. Subjects are UTF-8 with Unicode properties (`PCRE2_UTF | PCRE2_UCP`).
///
/// Compiled code is never modified by matching, and PCRE2 documents it (JIT code included) as
/// safe to share between threads; each match brings its own ``MatchWorkspace``.
///
/// Besides the validator's matching, which tells prefixes of a match (``MatchMode/typing``), a
/// pattern may be compiled for complete matching only, of the whole subject or of a prefix of it
/// (``MatchMode/whole``, ``MatchMode/prefix``): the phone plugin's engine matches
/// libphonenumber's patterns so, and reads their groups (``completeMatch(_:using:)``).
package final class CompiledPattern: @unchecked Sendable {
    private let code: OpaquePointer
    /// Whether the JIT compiled the pattern for the matching its mode needs.
    let isJITCompiled: Bool
    /// Whether a soft partial match's "no match" needs a hard partial match to confirm it
    /// (``mayNeedHardPartialMatch(_:)``).
    private let softNoMatchNeedsHardPartialMatch: Bool

    /// Compiles `pattern` with `flags` for matching by `mode`; throws ``RegexPatternError`` with
    /// PCRE2's reason and the offset when PCRE2 refuses it.
    package init(pattern: String, flags: RegexFlags, mode: MatchMode = .typing) throws(RegexPatternError) {
        guard let context = pcre2_compile_context_create_8(nil) else {
            throw .notCompiled(pattern: pattern, reason: Self.errorMessage(PCRE2_ERROR_NOMEMORY))
        }
        defer { pcre2_compile_context_free_8(context) }
        if mode != .prefix {
            pcre2_set_compile_extra_options_8(context, UInt32(PCRE2_EXTRA_MATCH_LINE))
        }

        var errorCode: Int32 = 0
        var errorOffset = 0
        let bytes = Array(pattern.utf8)
        let compiled = bytes.withUnsafeBufferPointer { buffer in
            pcre2_compile_8(
                buffer.baseAddress, buffer.count, Self.compileOptions(flags), &errorCode, &errorOffset, context)
        }
        guard let compiled else {
            throw .invalidSyntax(pattern: pattern, reason: Self.errorMessage(errorCode), utf8Offset: errorOffset)
        }
        code = compiled
        softNoMatchNeedsHardPartialMatch = Self.mayNeedHardPartialMatch(pattern)
        // Soft partial matching answers most texts; hard partial matching those with a match
        // accepted early, and those with no match when the pattern may need it (see `match`). A pattern the JIT cannot handle, or that starts with (*NO_JIT), is
        // matched by the interpreter; PCRE2 reports a JIT size of zero for it.
        let jitModes = UInt32(mode == .typing ? PCRE2_JIT_PARTIAL_SOFT | PCRE2_JIT_PARTIAL_HARD : PCRE2_JIT_COMPLETE)
        var jitSize = 0
        isJITCompiled = pcre2_jit_compile_8(compiled, jitModes) == 0
            && pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_JITSIZE), &jitSize) == 0 && jitSize > 0
    }

    deinit {
        pcre2_code_free_8(code)
    }

    /// Matches the whole of `subject` and tells a prefix of some match from a text no typing can
    /// fix: a soft partial match answers a whole match and a prefix in one run; a hard partial
    /// match confirms a text with no match when the pattern has a construct that can make the
    /// two differ (``mayNeedHardPartialMatch(_:)``).
    ///
    /// `subject` must be well-formed UTF-8, as every Swift string is: the UTF check is skipped.
    func match(_ subject: UnsafeBufferPointer<UInt8>, using workspace: MatchWorkspace) -> MatchOutcome {
        switch run(subject, options: UInt32(PCRE2_PARTIAL_SOFT), workspace) {
        case 0... where workspace.matchEnd == subject.count:
            return .match
        case PCRE2_ERROR_PARTIAL:
            return .partialMatch
        case PCRE2_ERROR_NOMATCH where subject.isEmpty:
            // Partial matching needs a character inspected before it reports a partial match, so
            // it never reports one for the empty text, which is a prefix of every match.
            return .partialMatch
        case PCRE2_ERROR_NOMATCH where !softNoMatchNeedsHardPartialMatch:
            return .noMatch
        case PCRE2_ERROR_NOMATCH, 0...:
            // A complete match that ended early through (*ACCEPT) is no whole match, and a
            // backtracking verb such as (*COMMIT) can end a soft match before it reports the
            // partial match it found: only a hard partial match tells.
            switch run(subject, options: UInt32(PCRE2_PARTIAL_HARD), workspace) {
            case PCRE2_ERROR_PARTIAL: return .partialMatch
            case PCRE2_ERROR_NOMATCH, 0...: return .noMatch
            default: return .limitExceeded
            }
        // Match, depth, heap and JIT stack limits, lack of memory, and the recursion loops that
        // the JIT reports as a stack overflow.
        default:
            return .limitExceeded
        }
    }

    /// Whether the pattern, compiled for ``MatchMode/whole`` or ``MatchMode/prefix``, matches
    /// `subject` (the whole of it, or a prefix); the match's extent and groups are then in
    /// `workspace` (``MatchWorkspace/range(ofGroup:)``). A match that reaches a limit is no match.
    ///
    /// `subject` must be well-formed UTF-8, as every Swift string is: the UTF check is skipped.
    package func completeMatch(_ subject: UnsafeBufferPointer<UInt8>, using workspace: MatchWorkspace) -> Bool {
        run(subject, options: 0, workspace) >= 0
    }

    /// The number of capturing groups in the pattern.
    package var captureCount: Int {
        var count: UInt32 = 0
        _ = pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_CAPTURECOUNT), &count)
        return Int(count)
    }

    private func run(_ subject: UnsafeBufferPointer<UInt8>, options: UInt32, _ workspace: MatchWorkspace) -> Int32 {
        guard let start = subject.baseAddress else {
            // PCRE2 refuses a null subject, even an empty one.
            let nothing: UInt8 = 0
            return withUnsafePointer(to: nothing) {
                run(UnsafeBufferPointer(start: $0, count: 0), options: options, workspace)
            }
        }
        // Swift strings are always valid UTF-8, so PCRE2's check of the subject would only cost
        // time. pcre2_jit_match is pcre2_match without its argument checks and never checks UTF.
        if isJITCompiled {
            return pcre2_jit_match_8(
                code, start, subject.count, 0, options, workspace.matchData, workspace.matchContext)
        }
        return pcre2_match_8(
            code, start, subject.count, 0, options | UInt32(PCRE2_NO_UTF_CHECK), workspace.matchData,
            workspace.matchContext)
    }

    private static func compileOptions(_ flags: RegexFlags) -> UInt32 {
        var options = UInt32(PCRE2_UTF | PCRE2_UCP | PCRE2_ANCHORED | PCRE2_DOLLAR_ENDONLY)
        // \C matches a single byte and could split a UTF-8 character.
        options |= UInt32(PCRE2_NEVER_BACKSLASH_C)
        if flags.contains(.caseInsensitive) { options |= UInt32(PCRE2_CASELESS) }
        if flags.contains(.extended) { options |= UInt32(PCRE2_EXTENDED) }
        if flags.contains(.dotMatchesNewline) { options |= UInt32(PCRE2_DOTALL) }
        return options
    }

    /// PCRE2's text for `code`, a compile error or a negative match error.
    private static func errorMessage(_ code: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = pcre2_get_error_message_8(code, &buffer, buffer.count)
        guard length > 0 else { return "error \(code)" }
        return String(decoding: buffer.prefix(Int(length)), as: UTF8.self)
    }
}
#endif
