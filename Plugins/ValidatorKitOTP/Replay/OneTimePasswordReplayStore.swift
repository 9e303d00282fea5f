/// Where a ``OneTimePasswordVerifier`` remembers the time step (or counter) of the last code it
/// accepted for an account, so that no code of that step or an earlier one is accepted again.
///
/// ``InMemoryReplayStore`` is the default: its memory lasts as long as the process, and
/// verifiers share it when they are given the same store. A server keeps the memory in its
/// database instead, so that neither a restart nor a second instance accepts a code twice; the
/// article <doc:ValidatorKitOTP#Replay-refusal> shows how.
///
/// ``recordAcceptance(of:for:)`` must be atomic: of two verifiers recording the same step at
/// once, only one may succeed.
public protocol OneTimePasswordReplayStore: Sendable {
    /// Records that a code of the time step (or counter) `factor` was accepted for `account`,
    /// provided every step recorded for `account` before is earlier; answers whether it did.
    ///
    /// `account` names whose secret the code belongs to (an empty string when a store serves
    /// one secret); it is never a secret or a code.
    func recordAcceptance(of factor: UInt64, for account: String) -> Bool

    /// Whether another code may be tried for `account`, by `client` (the host's
    /// ``OneTimePasswordClient/key``, `nil` when it named none), while the time step (or
    /// expected counter) is `anchor`: false once ``recordFailedAttempt(at:for:by:)`` has counted
    /// the most failures the store allows there, for the account or for that client. Without an
    /// implementation, always true.
    func allowsAttempt(at anchor: UInt64, for account: String, by client: String?) -> Bool

    /// Counts a code tried for `account` by `client` at `anchor` that matched no candidate.
    /// Without an implementation, counts nothing.
    func recordFailedAttempt(at anchor: UInt64, for account: String, by client: String?)
}

extension OneTimePasswordReplayStore {
    /// Always true: a store without an attempt limit.
    public func allowsAttempt(at anchor: UInt64, for account: String, by client: String?) -> Bool { true }

    /// Counts nothing: a store without an attempt limit.
    public func recordFailedAttempt(at anchor: UInt64, for account: String, by client: String?) {}
}
