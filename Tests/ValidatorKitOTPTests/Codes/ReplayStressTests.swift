import Testing
import ValidatorKit
import ValidatorKitOTP

/// The replay memory of one verifier under eight tasks sending the same code at once, round
/// after round: each code is accepted exactly once. A lost update (two tasks both reading "not
/// yet accepted") shows as two acceptances. Run under ThreadSanitizer in the `sdk` phase of `scripts/test`,
/// with nothing of ours suppressed.
@Suite struct ReplayStressTests {
    private let generator: OneTimePasswordGenerator

    init() throws {
        generator = try OneTimePasswordGenerator(
            secret: try OneTimePasswordSecret(bytes: Array(PublishedVectors.sha1Seed.utf8)), digits: 6)
    }

    /// Eight tasks send `code` to `verifier` at once; the verdicts.
    private func sendAtOnce(_ code: String, to verifier: OneTimePasswordVerifier) async -> [Validity] {
        await withTaskGroup(of: Validity.self) { group in
            for _ in 0..<8 {
                group.addTask { verifier.verify(code) }
            }
            return await group.reduce(into: [Validity]()) { $0.append($1) }
        }
    }

    /// RFC 4226 Appendix D: the codes of counters 0 to 9, each sent by eight tasks at once to
    /// one HOTP verifier whose window reaches all ten.
    @Test func eachPublishedHOTPCodeSentByEightTasksIsAcceptedOnce() async throws {
        let verifier = try OneTimePasswordVerifier(generator: generator, counter: 0, window: 9)
        for vector in try PublishedVectors.counterVectors() {
            let verdicts = await sendAtOnce(vector.code, to: verifier)
            #expect(verdicts.filter(\.isValid).count == 1, "\(vector)")
            #expect(verdicts.compactMap(\.failure?.code) == Array(repeating: .otpReplayed, count: 7), "\(vector)")
        }
    }

    /// Three hundred time steps in turn, each code sent by eight tasks at once to one TOTP
    /// verifier at the widest window: 300 acceptances, 2,100 replays, no mismatch.
    @Test func eachTOTPStepSentByEightTasksIsAcceptedOnce() async throws {
        let clock = ManualClock(0)
        let verifier = try OneTimePasswordVerifier(
            generator: generator, period: 30, window: OneTimePasswordVerifier.maximumWindow, clock: { clock.now })
        var accepted = 0, replayed = 0, other = 0
        for step in 1...300 {
            clock.set(step * 30)
            for verdict in await sendAtOnce(generator.code(time: step * 30), to: verifier) {
                switch verdict.failure?.code {
                case nil: accepted += 1
                case .some(.otpReplayed): replayed += 1
                default: other += 1
                }
            }
        }
        #expect(accepted == 300)
        #expect(replayed == 2_100)
        #expect(other == 0)
    }

    /// Eight tasks each send a different code of the same HOTP window at once: however they
    /// interleave, once the highest counter is accepted every code of the window is replayed.
    @Test func differentCodesOfOneWindowAtOnceNeverAcceptAnOlderCounterAfterANewer() async throws {
        for _ in 0..<100 {
            let verifier = try OneTimePasswordVerifier(generator: generator, counter: 100, window: 7)
            let acceptedCounters = await withTaskGroup(of: UInt64?.self) { group in
                for offset in 0..<8 as Range<UInt64> {
                    group.addTask { verifier.verify(generator.code(counter: 100 + offset)).isValid ? 100 + offset : nil }
                }
                return await group.reduce(into: [UInt64]()) { if let counter = $1 { $0.append(counter) } }
            }
            #expect(!acceptedCounters.isEmpty)
            for offset in 0..<8 as Range<UInt64> {
                #expect(verifier.verify(generator.code(counter: 100 + offset)).failure?.code == .otpReplayed)
            }
        }
    }
}
