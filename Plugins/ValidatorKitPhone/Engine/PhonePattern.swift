import ValidatorKitRegex

/// One of libphonenumber's patterns, compiled by the regex plugin's backend (PCRE2 with its JIT,
/// or `NSRegularExpression`) on first use, once for each way it is matched, and shared by every
/// thread from then on.
///
/// A pattern of digits alone, or of alternatives each of digits alone (a national prefix `0`, an
/// international prefix `00`, Britain's `0|180020`), is matched by comparing bytes, and compiled
/// only when asked for its compiled forms.
///
/// Each compiled form is a ``PublishedReference``: the hot path is one acquiring load, and a
/// thread meeting a form another compiles waits for it rather than compiling the same pattern
/// again (compiling is 6 % of the work of 10,000 numbers).
final class PhonePattern: Sendable {
    /// What matching a pattern found: where the match ends and its groups' texts.
    struct Match {
        /// The match's end, in characters (the subjects are ASCII) from the start of the subject.
        var end: Int
        /// The texts of every group of the pattern, group 1 first; `nil` for a group that took no
        /// part in the match.
        var groups: [Substring?]
    }

    /// The pattern, as libphonenumber's metadata writes it.
    let source: String
    /// The form matching whole subjects (`CompiledPattern/MatchMode/whole`).
    private let wholeForm = PublishedReference<CompiledPattern>()
    /// The form matching prefixes (`CompiledPattern/MatchMode/prefix`).
    private let prefixForm = PublishedReference<CompiledPattern>()

    /// The workspaces every phone pattern matches with: no JIT stack (libphonenumber's patterns
    /// have bounded repetitions only), offsets for the most groups a pattern of it has.
    private static let workspaces = MatchWorkspacePool(limits: RegexLimits(), withJITStack: false, groups: 20)

    /// The pattern whose compiled forms this one takes rather than compiling them
    /// (``PhonePatternTable``); `nil`: it compiles its own.
    private let original: PhonePattern?

    /// The pattern's alternatives, in order, when each is digits alone (`0`, `00`, `0|180020`:
    /// most national and international prefixes), which match those digits and nothing else:
    /// such a pattern is matched by comparing bytes, without PCRE2; `nil` for any other pattern.
    private let alternatives: [[UInt8]]?

    /// A pattern compiled on first use.
    init(_ source: String) {
        self.source = source
        original = nil
        alternatives = Self.alternatives(of: source)
    }

    /// The pattern of `original`, taking its compiled forms (compiled by it on first use, by
    /// whichever thread needs them first) into slots of its own, its ``alternatives`` in storage
    /// of its own: matching retains them, and two threads matching the national prefixes of the
    /// same territory took turns at the reference counts of one array several times a number.
    init(sharingFormsOf original: PhonePattern) {
        source = original.source
        self.original = original
        // `map` makes new storage: a copy would share the original's.
        alternatives = original.alternatives?.map { $0.map { $0 } }
    }

    /// The alternatives of `source`, separated by `|`, when each is one or more ASCII digits;
    /// `nil` otherwise.
    private static func alternatives(of source: String) -> [[UInt8]]? {
        let alternatives = source.utf8.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false).map(Array.init)
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard alternatives.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }) else { return nil }
        return alternatives
    }

    /// The length of the first of ``alternatives`` `subject` starts with (PCRE2 tries them in
    /// order), or that is the whole of `subject`; `nil` when none is.
    private static func matchLength(
        of alternatives: [[UInt8]], in subject: UnsafeBufferPointer<UInt8>, mode: CompiledPattern.MatchMode
    ) -> Int? {
        let match = alternatives.first { alternative in
            (mode == .prefix ? alternative.count <= subject.count : alternative.count == subject.count)
                && subject.prefix(alternative.count).elementsEqual(alternative)
        }
        return match?.count
    }

    /// ``matchLength(of:in:mode:)`` in the bytes of `subject`.
    private static func matchLength(of alternatives: [[UInt8]], in subject: String, mode: CompiledPattern.MatchMode) -> Int? {
        var subject = subject
        return subject.withUTF8 { matchLength(of: alternatives, in: $0, mode: mode) }
    }

    /// Whether the whole of `subject` matches (Python's `fullmatch`, Java's `matches`).
    func matchesWhole(_ subject: String) -> Bool {
        if let alternatives { return Self.matchLength(of: alternatives, in: subject, mode: .whole) != nil }
        return withMatch(of: subject, mode: .whole) { _, _ in true } ?? false
    }

    /// The match of the whole of `subject`, with its groups; `nil` when it does not match.
    func wholeMatch(_ subject: String) -> Match? {
        if let alternatives { return Self.matchLength(of: alternatives, in: subject, mode: .whole).map { Match(end: $0, groups: []) } }
        return withMatch(of: subject, mode: .whole) { bytes, workspace in
            Self.match(in: bytes, workspace: workspace, groupCount: self.withCompiled(.whole) { $0.captureCount } ?? 0)
        }
    }

    /// The match of a prefix of `subject` (Python's `match`, Java's `lookingAt`), with its
    /// groups; `nil` when no prefix matches.
    func prefixMatch(_ subject: String) -> Match? {
        if let alternatives { return Self.matchLength(of: alternatives, in: subject, mode: .prefix).map { Match(end: $0, groups: []) } }
        return withMatch(of: subject, mode: .prefix) { bytes, workspace in
            Self.match(in: bytes, workspace: workspace, groupCount: self.withCompiled(.prefix) { $0.captureCount } ?? 0)
        }
    }

    /// Whether a prefix of `subject` matches.
    func matchesPrefix(_ subject: String) -> Bool {
        if let alternatives { return Self.matchLength(of: alternatives, in: subject, mode: .prefix) != nil }
        return withMatch(of: subject, mode: .prefix) { _, _ in true } ?? false
    }

    /// `body`'s answer on a successful match of `subject` (its bytes and the workspace holding
    /// the match); `nil` when the pattern does not match or cannot be compiled.
    private func withMatch<Result>(
        of subject: String, mode: CompiledPattern.MatchMode,
        _ body: (UnsafeBufferPointer<UInt8>, MatchWorkspace) -> Result
    ) -> Result? {
        withCompiled(mode) { compiled in
            Self.withWorkspace { workspace in
                guard let workspace else { return nil }
                var subject = subject
                return subject.withUTF8 { bytes in
                    compiled.completeMatch(bytes, using: workspace) ? body(bytes, workspace) : nil
                }
            }
        }
    }

    /// Runs `body` with the thread's workspace (`PhoneThreadWorkspace`), or one of the shared
    /// pool while the thread's is lent out (`nil` when none could be made): several matches of
    /// one number take one.
    static func withWorkspace<Result>(_ body: (MatchWorkspace?) -> Result) -> Result {
        if let result = PhoneThreadWorkspace.withWorkspace(made: { workspaces.take() }, body) {
            return result
        }
        let workspace = workspaces.take()
        defer {
            if let workspace { workspaces.giveBack(workspace) }
        }
        return body(workspace)
    }

    /// Whether the whole of `subject` matches, in `workspace` (``withWorkspace(_:)``).
    func matchesWhole(_ subject: UnsafeBufferPointer<UInt8>, using workspace: MatchWorkspace) -> Bool {
        if let alternatives { return Self.matchLength(of: alternatives, in: subject, mode: .whole) != nil }
        return withCompiled(.whole) { $0.completeMatch(subject, using: workspace) } ?? false
    }

    /// The end and the `groupCount` groups of the match `workspace` holds, on `subject`.
    private static func match(
        in subject: UnsafeBufferPointer<UInt8>, workspace: MatchWorkspace, groupCount: Int
    ) -> Match {
        let groups = (0..<groupCount).map { index in
            workspace.range(ofGroup: index + 1).map { Substring(decoding: subject[$0], as: UTF8.self) }
        }
        return Match(end: workspace.matchEnd, groups: groups)
    }

    /// `body`'s answer with the form compiled for `mode` (lent, not retained), compiled now when
    /// no thread has yet; `nil` when PCRE2 refuses the pattern.
    private func withCompiled<Result>(_ mode: CompiledPattern.MatchMode, _ body: (CompiledPattern) -> Result?) -> Result? {
        if mode == .prefix {
            if let answer = prefixForm.withPublished(body) { return answer }
        } else if let answer = wholeForm.withPublished(body) {
            return answer
        }
        return compiled(mode).flatMap(body)
    }

    /// The form compiled for `mode` (`whole` or `prefix`), compiled now when no thread has yet;
    /// `nil` when PCRE2 refuses the pattern (the metadata test compiles every pattern).
    func compiled(_ mode: CompiledPattern.MatchMode) -> CompiledPattern? {
        if mode == .prefix {
            prefixForm.object(orMaking: { compile(.prefix) })
        } else {
            wholeForm.object(orMaking: { compile(.whole) })
        }
    }

    /// The pattern compiled for `mode` (or the original's form); `nil` when PCRE2 refuses it.
    private func compile(_ mode: CompiledPattern.MatchMode) -> CompiledPattern? {
        if let original {
            return original.compiled(mode)
        }
        return try? CompiledPattern(pattern: source, flags: [], mode: mode)
    }
}
