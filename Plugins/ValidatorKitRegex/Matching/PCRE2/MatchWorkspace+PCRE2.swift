#if VALIDATORKIT_PCRE2
private import CPCRE2

/// What one match needs besides the compiled pattern: PCRE2 match data (with the interpreter's
/// backtracking memory, which PCRE2 keeps in it between matches), a match context carrying the
/// limits, and, for JIT-compiled patterns, a JIT stack. Owns all three and frees them.
///
/// `@unchecked Sendable`: a workspace is used by one match at a time. ``MatchWorkspacePool``
/// hands it to a single caller, either by exchanging it out of its one atomic slot (acquiring)
/// or by taking it from its idle list under its lock, and takes it back the same ways (the slot
/// releasing), so its handles are never touched from two threads at once.
package final class MatchWorkspace: @unchecked Sendable {
    /// The JIT stack's first and largest sizes; PCRE2's own default is 32 KiB of machine stack,
    /// which a group repeated a few thousand times overflows.
    private static let jitStackStartSize = 32 * 1024
    private static let jitStackMaximumSize = 1024 * 1024

    let matchData: OpaquePointer
    let matchContext: OpaquePointer
    private let jitStack: OpaquePointer?

    /// Creates a workspace enforcing `limits`, with a JIT stack when `withJITStack`, keeping the
    /// offsets of the whole match and of `groups` groups; `nil` when PCRE2 cannot allocate it.
    init?(limits: RegexLimits, withJITStack: Bool, groups: Int = 0) {
        // The validator only asks where the whole match ends; the phone engine reads groups.
        guard let matchData = pcre2_match_data_create_8(UInt32(1 + groups), nil) else { return nil }
        guard let matchContext = pcre2_match_context_create_8(nil) else {
            pcre2_match_data_free_8(matchData)
            return nil
        }
        pcre2_set_match_limit_8(matchContext, RegexLimits.pcre2Value(limits.matchLimit))
        pcre2_set_depth_limit_8(matchContext, RegexLimits.pcre2Value(limits.depthLimit))
        pcre2_set_heap_limit_8(matchContext, RegexLimits.pcre2Value(limits.heapLimitInKibibytes))
        var jitStack: OpaquePointer?
        if withJITStack {
            // Without its own stack the JIT falls back to 32 KiB of machine stack, which is
            // still a working (if smaller) setup, so a failed allocation here is not fatal.
            jitStack = pcre2_jit_stack_create_8(Self.jitStackStartSize, Self.jitStackMaximumSize, nil)
            if let jitStack {
                pcre2_jit_stack_assign_8(matchContext, nil, UnsafeMutableRawPointer(jitStack))
            }
        }
        self.matchData = matchData
        self.matchContext = matchContext
        self.jitStack = jitStack
    }

    deinit {
        pcre2_jit_stack_free_8(jitStack)
        pcre2_match_context_free_8(matchContext)
        pcre2_match_data_free_8(matchData)
    }

    /// Where the last successful match ended, in bytes from the start of the subject.
    package var matchEnd: Int {
        pcre2_get_ovector_pointer_8(matchData)[1]
    }

    /// The bytes group `group` of the last successful match covered (0: the whole match); `nil`
    /// when the group took no part in the match or the workspace keeps no offsets for it.
    package func range(ofGroup group: Int) -> Range<Int>? {
        guard group >= 0, group < Int(pcre2_get_ovector_count_8(matchData)) else { return nil }
        guard let offsets = pcre2_get_ovector_pointer_8(matchData) else { return nil }
        let start = offsets[2 * group]
        let end = offsets[2 * group + 1]
        // PCRE2_UNSET, all bits set, marks a group without a match.
        guard start != Int(bitPattern: UInt.max), start <= end else { return nil }
        return start..<end
    }
}
#endif
