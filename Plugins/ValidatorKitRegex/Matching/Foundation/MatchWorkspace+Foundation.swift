#if !VALIDATORKIT_PCRE2
/// What one match on the Foundation backend needs besides the compiled pattern: its budget of
/// work, taken from ``RegexLimits``, and where the last successful match and its groups were, in
/// UTF-8 bytes as the PCRE2 backend gives them.
///
/// `@unchecked Sendable`: a workspace is used by one match at a time. ``MatchWorkspacePool``
/// hands it to a single caller and takes it back (see the PCRE2 backend's workspace), so its
/// offsets are never touched from two threads at once.
package final class MatchWorkspace: @unchecked Sendable {
    /// How many steps of ICU's matcher one progress report stands for: ICU's matcher calls back
    /// every 10,000 saved backtracking states (`TIMER_INITIAL_VALUE` in ICU's rematch.cpp).
    static let stepsPerProgressReport = 10_000

    /// The progress reports (``stepsPerProgressReport`` steps each) one match may take before it
    /// is stopped and reported as a limit reached: ``RegexLimits/matchLimit`` in ICU's steps.
    let progressReportBudget: Int
    /// The UTF-8 ranges of the last successful match (element 0) and of its groups.
    private(set) var groupRanges: [Range<Int>?] = []

    /// Creates a workspace enforcing `limits`' match limit; `withJITStack` and `groups` are the
    /// PCRE2 backend's and change nothing here (ICU sizes its groups itself).
    init?(limits: RegexLimits, withJITStack: Bool, groups: Int = 0) {
        progressReportBudget = max(1, limits.matchLimit / Self.stepsPerProgressReport)
    }

    /// Keeps `ranges` (UTF-8 offsets, the whole match first) as the last successful match.
    func record(_ ranges: [Range<Int>?]) {
        groupRanges = ranges
    }

    /// Where the last successful match ended, in bytes from the start of the subject.
    package var matchEnd: Int {
        groupRanges.first.flatMap { $0?.upperBound } ?? 0
    }

    /// The bytes group `group` of the last successful match covered (0: the whole match); `nil`
    /// when the group took no part in the match or the pattern has no such group.
    package func range(ofGroup group: Int) -> Range<Int>? {
        guard groupRanges.indices.contains(group) else { return nil }
        return groupRanges[group]
    }
}
#endif
