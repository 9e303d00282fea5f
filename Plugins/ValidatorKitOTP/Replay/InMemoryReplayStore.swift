internal import ValidatorKit

/// A ``OneTimePasswordReplayStore`` in memory: the last accepted time step (or counter) of each
/// account, behind a lock.
///
/// Verifiers given the same store share its memory, so two forms that verify codes of the same
/// account refuse a code either has accepted. The memory ends with the process: a server that
/// restarts, or runs on several machines, keeps it in its database instead.
public final class InMemoryReplayStore: OneTimePasswordReplayStore {
    private let lastAccepted = Locked([String: UInt64]())

    /// Creates an empty store.
    public init() {}

    /// Records `factor` for `account` when it is later than the step recorded before.
    public func recordAcceptance(of factor: UInt64, for account: String) -> Bool {
        lastAccepted.withLock { lastAccepted in
            if let last = lastAccepted[account], factor <= last { return false }
            lastAccepted[account] = factor
            return true
        }
    }
}
