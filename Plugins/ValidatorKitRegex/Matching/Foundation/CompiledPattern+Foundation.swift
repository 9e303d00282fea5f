#if !VALIDATORKIT_PCRE2
import Foundation

/// A pattern compiled by Foundation's `NSRegularExpression` (ICU), for platforms without PCRE2:
/// it answers as the PCRE2 backend's `CompiledPattern` does, or refuses the pattern.
///
/// The pattern is first rewritten in ICU's syntax with PCRE2's meaning (``ICUPattern``, which
/// refuses what it cannot rewrite). For typing (``MatchMode/typing``) it is then searched as
/// `(?<=[\x{0}-\x{10FFFF}])|(?:P)\z`: a match at offset 0 is a whole match; otherwise the first
/// alternative matches the empty text at offset 1 and ends the search there, so ICU's `hitEnd`
/// tells only whether the attempt at offset 0 ran into the end of the text, which is what a
/// PCRE2 hard partial match tells. (A search left to run on tries every offset and always hits
/// the end.) The three-state suite holds this to PCRE2's answers on both backends.
///
/// ICU's time limit is not reachable through `NSRegularExpression`, but its progress reports
/// are (`reportProgress`, every 10,000 backtracking states): a match is stopped after
/// ``RegexLimits/matchLimit`` steps' worth of them and answers `limitExceeded`, as PCRE2's match
/// limit does; ICU's own stack limit (8 MB) ends in an internal error, answered the same way.
///
/// `NSRegularExpression` is immutable and documented as safe to use from many threads at once.
package final class CompiledPattern: @unchecked Sendable {
    private let expression: NSRegularExpression
    /// Always `false`: this backend has no JIT.
    let isJITCompiled = false
    /// The number of capturing groups in the pattern.
    package let captureCount: Int

    /// Rewrites `pattern` with `flags` in ICU's syntax and compiles it for matching by `mode`;
    /// throws ``RegexPatternError`` for a construct ICU cannot match as PCRE2 does, a syntax
    /// mistake, or a pattern `NSRegularExpression` refuses.
    package init(pattern: String, flags: RegexFlags, mode: MatchMode = .typing) throws(RegexPatternError) {
        let translated = try ICUPattern(pattern: pattern, flags: flags).source
        let source =
            switch mode {
            case .typing: #"(?<=[\x{0}-\x{10FFFF}])|(?:"# + translated + #")\z"#
            case .whole: "(?:" + translated + #")\z"#
            case .prefix: translated
            }
        let options: NSRegularExpression.Options = flags.contains(.caseInsensitive) ? [.caseInsensitive] : []
        do {
            expression = try NSRegularExpression(pattern: source, options: options)
        } catch {
            throw .notCompiled(
                pattern: pattern, reason: "NSRegularExpression refused it (\(error.localizedDescription))")
        }
        captureCount = expression.numberOfCaptureGroups
    }

    /// Matches the whole of `subject` and tells a prefix of some match from a text no typing can
    /// fix, from one search (see the type's documentation).
    func match(_ subject: UnsafeBufferPointer<UInt8>, using workspace: MatchWorkspace) -> MatchOutcome {
        let text = String(decoding: subject, as: UTF8.self)
        // The empty text is a prefix of every match (as on the PCRE2 backend).
        var outcome: MatchOutcome = subject.isEmpty ? .partialMatch : .noMatch
        var progressReports = 0
        let whole = NSRange(location: 0, length: text.utf16.count)
        expression.enumerateMatches(in: text, options: [.reportProgress, .reportCompletion], range: whole) {
            result, flags, stop in
            if flags.contains(.progress) {
                progressReports += 1
                if progressReports > workspace.progressReportBudget {
                    outcome = .limitExceeded
                    stop.pointee = true
                }
            } else if let result {
                outcome = result.range.location == 0 ? .match : flags.contains(.hitEnd) ? .partialMatch : .noMatch
                stop.pointee = true
            } else if flags.contains(.internalError) {
                outcome = .limitExceeded
            } else if flags.contains(.completed), flags.contains(.hitEnd) {
                outcome = .partialMatch
            }
        }
        return outcome
    }

    /// Whether the pattern, compiled for ``MatchMode/whole`` or ``MatchMode/prefix``, matches
    /// `subject` (the whole of it, or a prefix); the match's extent and groups are then in
    /// `workspace` (``MatchWorkspace/range(ofGroup:)``). A match that reaches a limit is no match.
    ///
    /// `subject` must be well-formed UTF-8, as every Swift string is.
    package func completeMatch(_ subject: UnsafeBufferPointer<UInt8>, using workspace: MatchWorkspace) -> Bool {
        let text = String(decoding: subject, as: UTF8.self)
        var found: NSTextCheckingResult?
        var progressReports = 0
        expression.enumerateMatches(
            in: text, options: [.anchored, .reportProgress], range: NSRange(location: 0, length: text.utf16.count)
        ) { result, flags, stop in
            if flags.contains(.progress) {
                progressReports += 1
                if progressReports > workspace.progressReportBudget { stop.pointee = true }
            } else if let result {
                found = result
                stop.pointee = true
            }
        }
        guard let found, found.range.location == 0, progressReports <= workspace.progressReportBudget else {
            return false
        }
        let isASCII = subject.allSatisfy { $0 < 0x80 }
        workspace.record(
            (0..<found.numberOfRanges).map { Self.utf8Range(found.range(at: $0), in: text, isASCII: isASCII) })
        return true
    }

    /// `range` (UTF-16 offsets, as ICU gives them) in UTF-8 offsets of `text`; `nil` for a group
    /// that took no part in the match.
    private static func utf8Range(_ range: NSRange, in text: String, isASCII: Bool) -> Range<Int>? {
        guard range.location != NSNotFound else { return nil }
        if isASCII { return range.location..<(range.location + range.length) }
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        let end = utf16.index(start, offsetBy: range.length)
        let lower = text.utf8.distance(from: text.utf8.startIndex, to: start)
        return lower..<(lower + text.utf8.distance(from: start, to: end))
    }
}
#endif
