internal import ValidatorKit

/// A ``OneTimePasswordReplayStore`` in memory: the last accepted time step (or counter) of each
/// account, behind a lock.
///
/// Verifiers given the same store share its memory, so two forms that verify codes of the same
/// account refuse a code either has accepted. The memory ends with the process: a server that
/// restarts, or runs on several machines, keeps it in its database instead.
///
/// With `maximumFailedAttempts`, it also counts the codes tried for an account that matched
/// nothing, per time step (or expected counter): past the limit, every code tried for that
/// account in that step is `otp.too_many_attempts`, the right one too, until the step moves on.
/// A guesser then gets that many tries per step, whatever number of clients it uses.
public final class InMemoryReplayStore: OneTimePasswordReplayStore {
    private let lastAccepted = Locked([String: UInt64]())
    /// The failed attempts of each account at its latest anchor.
    private let failures = Locked([String: (anchor: UInt64, count: Int)]())
    /// The most failed attempts per account and step; nil for no limit.
    public let maximumFailedAttempts: Int?

    /// Creates an empty store, counting at most `maximumFailedAttempts` failed codes per account
    /// and time step (no limit when nil, the default).
    public init(maximumFailedAttempts: Int? = nil) {
        self.maximumFailedAttempts = maximumFailedAttempts
    }

    /// False once `maximumFailedAttempts` codes tried for `account` at `anchor` failed.
    public func allowsAttempt(at anchor: UInt64, for account: String) -> Bool {
        guard let maximumFailedAttempts else { return true }
        return failures.withLock { failures in
            guard let counted = failures[account], counted.anchor == anchor else { return true }
            return counted.count < maximumFailedAttempts
        }
    }

    /// Counts a failed code for `account` at `anchor`, forgetting those of an earlier anchor.
    public func recordFailedAttempt(at anchor: UInt64, for account: String) {
        guard maximumFailedAttempts != nil else { return }
        failures.withLock { failures in
            if let counted = failures[account], counted.anchor == anchor {
                failures[account] = (anchor, counted.count + 1)
            } else {
                failures[account] = (anchor, 1)
            }
        }
    }

    /// Records `factor` for `account` when it is later than the step recorded before.
    public func recordAcceptance(of factor: UInt64, for account: String) -> Bool {
        lastAccepted.withLock { lastAccepted in
            if let last = lastAccepted[account], factor <= last { return false }
            lastAccepted[account] = factor
            return true
        }
    }
}
