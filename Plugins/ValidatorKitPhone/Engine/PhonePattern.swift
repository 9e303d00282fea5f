#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import ValidatorKitRegex

/// One of libphonenumber's patterns, compiled by the regex plugin's backend (PCRE2 with its JIT,
/// or `NSRegularExpression`) on first use, once for each way it is matched, and shared by every
/// thread from then on.
///
/// Each compiled form lives in an atomic slot: the hot path is one acquiring load. The first
/// thread to meet an empty slot marks it ``compiling`` and compiles; a thread meeting that mark
/// sleeps until the form is published, rather than compiling the same pattern again (the jobs of
/// `check phone --jobs 2` start on the same regions at once, and compiling is 6 % of the work of
/// 10,000 numbers). A published form is read without a lock; only a thread that meets a form
/// being compiled waits, once, for that pattern.
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
    /// The form matching whole subjects (`CompiledPattern/MatchMode/whole`), retained, or 0,
    /// or ``compiling``.
    private let wholeForm = Atomic<UInt>(0)
    /// The form matching prefixes (`CompiledPattern/MatchMode/prefix`), retained, or 0, or
    /// ``compiling``.
    private let prefixForm = Atomic<UInt>(0)
    /// What a slot holds while a thread compiles its form (no object is at address 1).
    private static let compiling: UInt = 1

    /// The workspaces every phone pattern matches with: no JIT stack (libphonenumber's patterns
    /// have bounded repetitions only), offsets for the most groups a pattern of it has.
    private static let workspaces = MatchWorkspacePool(limits: RegexLimits(), withJITStack: false, groups: 20)

    /// A pattern compiled on first use.
    init(_ source: String) {
        self.source = source
    }

    deinit {
        for form in [wholeForm.load(ordering: .acquiring), prefixForm.load(ordering: .acquiring)] where form > Self.compiling {
            Unmanaged<CompiledPattern>.fromOpaque(UnsafeRawPointer(bitPattern: form)!).release()
        }
    }

    /// Whether the whole of `subject` matches (Python's `fullmatch`, Java's `matches`).
    func matchesWhole(_ subject: String) -> Bool {
        withMatch(of: subject, mode: .whole) { _, _ in true } ?? false
    }

    /// The match of the whole of `subject`, with its groups; `nil` when it does not match.
    func wholeMatch(_ subject: String) -> Match? {
        withMatch(of: subject, mode: .whole) { bytes, workspace in
            Self.match(in: bytes, workspace: workspace, groupCount: self.withCompiled(.whole) { $0.captureCount } ?? 0)
        }
    }

    /// The match of a prefix of `subject` (Python's `match`, Java's `lookingAt`), with its
    /// groups; `nil` when no prefix matches.
    func prefixMatch(_ subject: String) -> Match? {
        withMatch(of: subject, mode: .prefix) { bytes, workspace in
            Self.match(in: bytes, workspace: workspace, groupCount: self.withCompiled(.prefix) { $0.captureCount } ?? 0)
        }
    }

    /// Whether a prefix of `subject` matches.
    func matchesPrefix(_ subject: String) -> Bool {
        withMatch(of: subject, mode: .prefix) { _, _ in true } ?? false
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
        withCompiled(.whole) { $0.completeMatch(subject, using: workspace) } ?? false
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

    /// `body`'s answer with the form compiled for `mode`, compiled now when no thread has yet;
    /// `nil` when PCRE2 refuses the pattern. A published form is lent without retaining it (the
    /// pattern holds it as long as it lives): threads matching the same pattern at once would
    /// otherwise take turns at its reference count.
    private func withCompiled<Result>(_ mode: CompiledPattern.MatchMode, _ body: (CompiledPattern) -> Result?) -> Result? {
        let published = mode == .prefix ? prefixForm.load(ordering: .acquiring) : wholeForm.load(ordering: .acquiring)
        if published > Self.compiling, let form = UnsafeRawPointer(bitPattern: published) {
            return Unmanaged<CompiledPattern>.fromOpaque(form)._withUnsafeGuaranteedRef(body)
        }
        return compiled(mode).flatMap(body)
    }

    /// The form compiled for `mode` (`whole` or `prefix`), compiled now when no thread has yet;
    /// `nil` when PCRE2 refuses the pattern (the metadata test compiles every pattern).
    func compiled(_ mode: CompiledPattern.MatchMode) -> CompiledPattern? {
        mode == .prefix ? compiled(in: prefixForm, mode: mode) : compiled(in: wholeForm, mode: mode)
    }

    private func compiled(in slot: borrowing Atomic<UInt>, mode: CompiledPattern.MatchMode) -> CompiledPattern? {
        while true {
            let published = slot.load(ordering: .acquiring)
            if published > Self.compiling {
                return Unmanaged<CompiledPattern>.fromOpaque(UnsafeRawPointer(bitPattern: published)!).takeUnretainedValue()
            }
            if published == Self.compiling {
                // Another thread compiles this form, for some tens of microseconds: sleeping, not
                // spinning, leaves the core to it or to other work rather than burning it.
                usleep(20)
                continue
            }
            guard slot.compareExchange(expected: 0, desired: Self.compiling, ordering: .acquiring).exchanged else {
                continue
            }
            guard let compiled = try? CompiledPattern(pattern: source, flags: [], mode: mode) else {
                // Refused: the slot is empty again, and every thread finds out for itself.
                slot.store(0, ordering: .releasing)
                return nil
            }
            slot.store(UInt(bitPattern: Unmanaged.passRetained(compiled).toOpaque()), ordering: .releasing)
            return compiled
        }
    }
}
