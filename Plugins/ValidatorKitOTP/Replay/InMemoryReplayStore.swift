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
///
/// With `maximumFailedAttemptsPerClient`, a client the host names (``OneTimePasswordClient``)
/// is refused the same way once it has tried that many wrong codes for an account in a step,
/// while other clients may go on: set it below `maximumFailedAttempts`, and one guesser cannot
/// lock the account's owner out. It remembers at most `maximumTrackedClients` pairs of client
/// and account (each a SHA-256 digest and the account, some 300 bytes), forgetting the pair
/// counted first when full; a guesser naming that many clients gets past the limit per client,
/// not the one per account.
public final class InMemoryReplayStore: OneTimePasswordReplayStore {
    private let lastAccepted = Locked([String: UInt64]())
    /// The failed attempts of each account at its latest anchor.
    private let failures = Locked([String: (anchor: UInt64, count: Int)]())
    /// The failed attempts of each client and account at the account's latest anchor.
    private let clientFailures: Locked<ClientFailureCounts>
    /// The most failed attempts per account and step; nil for no limit.
    public let maximumFailedAttempts: Int?
    /// The most failed attempts per client, account and step; nil for no limit.
    public let maximumFailedAttemptsPerClient: Int?
    /// The most pairs of client and account counted at once.
    public let maximumTrackedClients: Int

    /// The default of `maximumTrackedClients`: 10,000 pairs, about 3 MB at most.
    public static let defaultMaximumTrackedClients = 10_000

    /// Creates an empty store, counting at most `maximumFailedAttempts` failed codes per account
    /// and time step, and `maximumFailedAttemptsPerClient` per client, account and step (no
    /// limit when nil, the defaults), for at most `maximumTrackedClients` pairs of client and
    /// account.
    public init(
        maximumFailedAttempts: Int? = nil, maximumFailedAttemptsPerClient: Int? = nil,
        maximumTrackedClients: Int = defaultMaximumTrackedClients
    ) {
        self.maximumFailedAttempts = maximumFailedAttempts
        self.maximumFailedAttemptsPerClient = maximumFailedAttemptsPerClient
        self.maximumTrackedClients = maximumTrackedClients
        clientFailures = Locked(ClientFailureCounts(capacity: maximumTrackedClients))
    }

    /// False once `maximumFailedAttempts` codes tried for `account` at `anchor` failed, or
    /// `maximumFailedAttemptsPerClient` tried by `client`.
    public func allowsAttempt(at anchor: UInt64, for account: String, by client: String?) -> Bool {
        if let maximumFailedAttempts {
            let allowed = failures.withLock { failures in
                guard let counted = failures[account], counted.anchor == anchor else { return true }
                return counted.count < maximumFailedAttempts
            }
            guard allowed else { return false }
        }
        guard let maximumFailedAttemptsPerClient, let client else { return true }
        let pair = ClientFailureCounts.pair(client: client, account: account)
        return clientFailures.withLock { $0.count(of: pair, at: anchor) } < maximumFailedAttemptsPerClient
    }

    /// Counts a failed code for `account` at `anchor` (and for `client` and `account`),
    /// forgetting those of an earlier anchor.
    public func recordFailedAttempt(at anchor: UInt64, for account: String, by client: String?) {
        if maximumFailedAttempts != nil {
            failures.withLock { failures in
                if let counted = failures[account], counted.anchor == anchor {
                    failures[account] = (anchor, counted.count + 1)
                } else {
                    failures[account] = (anchor, 1)
                }
            }
        }
        if maximumFailedAttemptsPerClient != nil, let client {
            let pair = ClientFailureCounts.pair(client: client, account: account)
            clientFailures.withLock { $0.add(pair, at: anchor) }
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

    /// How many pairs of client and account are counted now, at most `maximumTrackedClients`.
    package var trackedClientCount: Int {
        clientFailures.withLock { $0.pairCount }
    }
}
