#if canImport(FoundationEssentials)
private import FoundationEssentials
#else
private import Foundation
#endif
public import ValidatorKit

/// Verifies one-time passwords, TOTP (RFC 6238) or HOTP (RFC 4226), at submission, and refuses a
/// code once its time step or counter has been accepted.
///
/// It is the `SubmissionVerifier` of a ``OneTimePasswordValidator``: a form or a record asks
/// it once per submission, while the validator judges the format as people type.
/// ``verify(_:)`` consumes: each `valid` answer is one acceptance, recorded in its
/// ``OneTimePasswordReplayStore``, after which the same code, or any code of the same or an earlier time step
/// (counter), is `otp.replayed`. Asking again about a code that was just accepted therefore
/// answers `otp.replayed` too: a verifier cannot tell a host asking twice from an attacker
/// replaying what they saw, so it never lets the same step through twice.
/// ``matchedOffset(of:)`` checks a code without consuming anything.
///
/// The window does not move with acceptances: for HOTP it stays `counter...counter + window`,
/// and an accepted counter only closes the counters up to it. The codes of the window are
/// computed once per time step and kept until the step changes, so most verifications cost no
/// HMAC; a code is compared with every candidate, without early exit, in constant time.
///
/// The verifier is a class because its cache of candidate codes is shared by the copies of the
/// validator that holds it. It is `Sendable` without `@unchecked`: the cache lives in the
/// package's `Locked` (a POSIX mutex), and the replay store records an acceptance atomically,
/// so two threads presenting the same code at once cannot both be accepted.
///
/// ```swift
/// let verifier = try OneTimePasswordVerifier(generator: generator, period: 30, window: 0, clock: { 59 })
/// verifier.verify("94287082")   // .valid
/// verifier.verify("94287082")   // .invalid(otp.replayed)
/// ```
public final class OneTimePasswordVerifier: SubmissionVerifier, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The most time steps (or counters) a window may reach on a side.
    public static let maximumWindow = 10

    /// The generator of the expected codes.
    public let generator: OneTimePasswordGenerator
    /// How many time steps are accepted on either side of the current one (TOTP), or how many
    /// counters after the expected one (HOTP, the look-ahead of RFC 4226 §7.4).
    public let window: Int

    /// The shape of the codes: ``OneTimePasswordGenerator/digits`` digits, separators ignored.
    public let format: OneTimePasswordFormat

    /// Where the accepted time steps (or counters) are remembered.
    private let replayStore: any OneTimePasswordReplayStore
    /// The account the replay store remembers this verifier's acceptances under.
    private let account: String

    private let movingFactor: MovingFactor
    private let state = Locked(State())

    private static let mismatch = ValidationFailure(code: .otpMismatch)
    private static let replayed = ValidationFailure(code: .otpReplayed)
    private static let tooManyAttempts = ValidationFailure(code: .otpTooManyAttempts)

    /// Creates a TOTP verifier with time steps of `period` seconds that reads the Unix time from
    /// `clock` at each verification (the system clock unless told otherwise), and remembers
    /// accepted steps in `replayStore` under `account` (a memory of its own unless told
    /// otherwise).
    ///
    /// Throws ``OneTimePasswordParameterError`` unless `period` is at least 1 and `window` lies
    /// in `0...maximumWindow`.
    public init(
        generator: OneTimePasswordGenerator,
        period: Int = 30,
        window: Int = 1,
        clock: @escaping @Sendable () -> Int = OneTimePasswordVerifier.currentUnixTime,
        replayStore: any OneTimePasswordReplayStore = InMemoryReplayStore(),
        account: String = ""
    ) throws(OneTimePasswordParameterError) {
        guard period > 0 else { throw .periodTooShort(period) }
        guard (0...Self.maximumWindow).contains(window) else { throw .windowOutOfRange(window) }
        self.generator = generator
        self.window = window
        format = try OneTimePasswordFormat(digits: generator.digits)
        movingFactor = .time(period: period, clock: clock)
        self.replayStore = replayStore
        self.account = account
    }

    /// Creates an HOTP verifier expecting the code of `counter`, or of one of the `window`
    /// counters after it, that remembers accepted counters in `replayStore` under `account` (a
    /// memory of its own unless told otherwise).
    ///
    /// Throws ``OneTimePasswordParameterError`` unless `window` lies in `0...maximumWindow`.
    public init(
        generator: OneTimePasswordGenerator,
        counter: UInt64,
        window: Int = 1,
        replayStore: any OneTimePasswordReplayStore = InMemoryReplayStore(),
        account: String = ""
    ) throws(OneTimePasswordParameterError) {
        guard (0...Self.maximumWindow).contains(window) else { throw .windowOutOfRange(window) }
        self.generator = generator
        self.window = window
        format = try OneTimePasswordFormat(digits: generator.digits)
        movingFactor = .counter(counter)
        self.replayStore = replayStore
        self.account = account
    }

    /// The system clock as Unix seconds; never negative.
    public static func currentUnixTime() -> Int {
        max(0, Int(Date().timeIntervalSince1970))
    }

    /// Whether the verifier counts time steps (TOTP) rather than counters (HOTP).
    package var isTimeBased: Bool {
        if case .time = movingFactor { return true }
        return false
    }

    /// The verdict on `text` at submission, consuming the matched time step (or counter) when it
    /// is `valid`.
    ///
    /// Separators are ignored as ``OneTimePasswordFormat`` says. Fewer digits than required is
    /// `incomplete`; a code of the right length that matches no candidate is `otp.mismatch`; one
    /// that matches only steps already accepted (or older ones) is `otp.replayed`; once the
    /// replay store has counted its most failed codes for the account, or for the client of
    /// this task (``OneTimePasswordClient/key``), in this time step (or at this counter), any
    /// code is `otp.too_many_attempts`.
    public func verify(_ text: String) -> Validity {
        let code: UInt32
        switch format.read(text) {
        case .complete(let complete): code = complete
        case .unfinished(let verdict): return verdict
        }
        let anchor = currentAnchor()
        let client = OneTimePasswordClient.key
        guard replayStore.allowsAttempt(at: anchor, for: account, by: client) else { return .invalid(Self.tooManyAttempts) }
        let (firstFactor, matchesFound) = state.withLock { state in
            let candidates = candidates(around: anchor, in: &state)
            return (candidates.factor(ofCandidate: 0), candidates.matches(code))
        }
        guard matchesFound != 0 else {
            replayStore.recordFailedAttempt(at: anchor, for: account, by: client)
            return .invalid(Self.mismatch)
        }
        // From here on the work depends only on which candidates matched, which the details
        // publish anyway, never on the digits. The store is asked outside the lock, as it may
        // be a database. When the code is the code of several steps in the window (six digits
        // repeat), the latest is recorded: the same digits are then refused at every step they
        // matched (RFC 6238 §5.2), and as the store refuses a step no later than one recorded,
        // refusing the latest means refusing them all.
        let latestMatch = UInt32.bitWidth - 1 - matchesFound.leadingZeroBitCount
        guard replayStore.recordAcceptance(of: firstFactor + UInt64(latestMatch), for: account) else {
            return .invalid(Self.replayed)
        }
        return .valid
    }

    /// How far from the current time step (or the expected counter) the code in `text` lies:
    /// -1, 0, +1 …; `nil` when `text` is no complete code or matches no candidate.
    ///
    /// Nothing is consumed, and a code already accepted still has its offset.
    public func matchedOffset(of text: String) -> Int? {
        guard case .complete(let code) = format.read(text) else { return nil }
        let anchor = currentAnchor()
        return state.withLock { state in
            let candidates = candidates(around: anchor, in: &state)
            let matches = candidates.matches(code)
            return matches == 0 ? nil : candidates.offset(ofCandidate: matches.trailingZeroBitCount)
        }
    }

    /// `OneTimePasswordVerifier(TOTP, algorithm: SHA1, digits: 6, window: 1, secret: redacted)`.
    public var description: String {
        let kind = isTimeBased ? "TOTP" : "HOTP"
        return "OneTimePasswordVerifier(\(kind), algorithm: \(generator.algorithm), digits: \(generator.digits), "
            + "window: \(window), secret: redacted)"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// A mirror showing the generator (itself redacted) and the window, never the key or the
    /// remembered steps.
    public var customMirror: Mirror {
        Mirror(self, children: ["generator": generator, "window": window], displayStyle: .class)
    }

    /// The time step now, or the expected counter.
    private func currentAnchor() -> UInt64 {
        switch movingFactor {
        case .time(let period, let clock): OneTimePasswordGenerator.timeStep(time: max(0, clock()), period: period)
        case .counter(let counter): counter
        }
    }

    /// The candidate codes around `anchor`: those cached in `state` unless the anchor has moved,
    /// in which case the cached ones are recomputed in their own storage.
    private func candidates(around anchor: UInt64, in state: inout State) -> CandidateCodes {
        if let cached = state.cachedCandidates, cached.anchor == anchor { return cached }
        let factors = acceptedFactors(around: anchor)
        let candidates: CandidateCodes
        if var cached = state.cachedCandidates.take() {
            cached.recompute(generator: generator, factors: factors, anchor: anchor)
            candidates = cached
        } else {
            candidates = CandidateCodes(generator: generator, factors: factors, anchor: anchor)
        }
        state.cachedCandidates = candidates
        return candidates
    }

    /// The moving factors accepted around `anchor`.
    private func acceptedFactors(around anchor: UInt64) -> ClosedRange<UInt64> {
        let reach = UInt64(window)
        switch movingFactor {
        case .time:
            return (anchor >= reach ? anchor - reach : 0)...(anchor <= UInt64.max - reach ? anchor + reach : UInt64.max)
        case .counter:
            return anchor...(anchor <= UInt64.max - reach ? anchor + reach : UInt64.max)
        }
    }

    /// What a code is counted against.
    private enum MovingFactor: Sendable {
        /// TOTP: Unix time from `clock`, in steps of `period` seconds.
        case time(period: Int, clock: @Sendable () -> Int)
        /// HOTP: a counter.
        case counter(UInt64)
    }

    /// The verifier's cache, guarded by its lock.
    private struct State: Sendable {
        /// The codes of the window last asked about, reused until the time step changes.
        var cachedCandidates: CandidateCodes?
    }
}
