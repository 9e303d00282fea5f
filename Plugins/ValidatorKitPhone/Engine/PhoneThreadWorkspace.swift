import ValidatorKit
import ValidatorKitRegex

/// The workspace each thread matches phone patterns with, kept in the thread's own slot
/// (``PerThread``) in front of the shared pool: a thread judging numbers (`check --jobs N`)
/// takes and gives back its workspace without an atomic operation and without touching memory
/// another thread writes, where the pool's slots went back and forth between the cores some
/// fifteen times a number.
///
/// The thread's workspace is released when the thread ends.
enum PhoneThreadWorkspace {
    /// A thread's workspace, made on its first match, and whether a match has it now.
    private final class Slot {
        var workspace: Unmanaged<MatchWorkspace>?
        var isLent = false

        deinit { workspace?.release() }
    }

    private static let slots = PerThread { Slot() }

    /// `body`'s answer with this thread's workspace, made by `make` on the thread's first match;
    /// `nil` without calling `body` when it cannot be made, or while a match has it already (one
    /// begun inside another, which none is today), so that the caller takes one from the pool.
    static func withWorkspace<Result>(
        made make: () -> MatchWorkspace?, _ body: (MatchWorkspace) -> Result
    ) -> Result? {
        slots.object()._withUnsafeGuaranteedRef { slot in
            guard !slot.isLent, let workspace = slot.workspace ?? make().map(Unmanaged.passRetained) else {
                return nil
            }
            slot.workspace = workspace
            slot.isLent = true
            defer { slot.isLent = false }
            return workspace._withUnsafeGuaranteedRef(body)
        }
    }
}
