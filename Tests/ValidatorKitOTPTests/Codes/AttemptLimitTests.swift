import Foundation
import Testing
import ValidatorKit
import ValidatorKitOTP

/// Wrong codes counted per secret and time step by the replay store, across verifiers that
/// share it: past the limit any code is `otp.too_many_attempts` until the step moves on.
/// The codes are RFC 6238's (Appendix B, SHA-1, 8 digits): 94287082 at T = 59.
@Suite struct AttemptLimitTests {
    private let tooMany = Validity.invalid(ValidationFailure(
        code: .otpTooManyAttempts, message: "Too many wrong codes; wait for the next code"))
    private let mismatch = Validity.invalid(ValidationFailure(code: .otpMismatch, message: "The code is incorrect"))

    private func verifier(at time: @escaping @Sendable () -> Int, store: InMemoryReplayStore) throws -> OneTimePasswordVerifier {
        let generator = try OneTimePasswordGenerator(
            secret: try OneTimePasswordSecret(bytes: Array(PublishedVectors.sha1Seed.utf8)), digits: 8)
        return try OneTimePasswordVerifier(generator: generator, window: 0, clock: time, replayStore: store, account: "ada")
    }

    @Test func pastTheLimitTheRightCodeIsRefusedUntilTheNextStep() throws {
        let store = InMemoryReplayStore(maximumFailedAttempts: 3)
        let first = try verifier(at: { 59 }, store: store)
        let second = try verifier(at: { 59 }, store: store)
        #expect(first.verify("00000001") == mismatch)
        #expect(second.verify("00000002") == mismatch)
        #expect(first.verify("00000003") == mismatch)
        #expect(second.verify("94287082") == tooMany)
        #expect(first.verify("94287082") == tooMany)
        // Step 2 (T = 60…89) takes codes again: its code, from RFC 6238's generator at T = 89.
        let later = try verifier(at: { 89 }, store: store)
        #expect(later.verify("00000004") == mismatch)
        #expect(later.verify(try OneTimePasswordGenerator(
            secret: try OneTimePasswordSecret(bytes: Array(PublishedVectors.sha1Seed.utf8)), digits: 8).code(time: 89)) == .valid)
    }

    @Test func withoutALimitWrongCodesAreNotCounted() throws {
        let store = InMemoryReplayStore()
        let verifier = try verifier(at: { 59 }, store: store)
        for wrong in 1...50 {
            #expect(verifier.verify(String(format: "%08d", wrong)) == mismatch)
        }
        #expect(verifier.verify("94287082") == .valid)
    }

    @Test func aPluginGivenAStoreSharesItAcrossItsValidatorsUnderTheSecretsAccount() throws {
        let store = InMemoryReplayStore()
        let plugin = OneTimePasswordPlugin(replayStore: store)
        let options: [String: JSONValue] = ["secret": "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", "digits": 8, "time": 59, "window": 0]
        let registry = ValidatorRegistry()
        try registry.register(plugin)
        let one = try registry.makeValidator("otp", options: options)
        let other = try registry.makeValidator("otp", options: options)
        #expect(one.submissionVerifier?.verify("94287082") == .valid)
        #expect(other.submissionVerifier?.verify("94287082")
            == .invalid(ValidationFailure(code: .otpReplayed, message: "This code has already been used")))
        // Without a store each validator remembers alone, as before.
        let alone = ValidatorRegistry()
        try alone.register(OneTimePasswordPlugin())
        #expect(try alone.makeValidator("otp", options: options).submissionVerifier?.verify("94287082") == .valid)
        #expect(try alone.makeValidator("otp", options: options).submissionVerifier?.verify("94287082") == .valid)
    }
}
