import Foundation
import Testing
import ValidatorKit
import ValidatorKitOTP

/// Wrong codes counted per client as well as per secret: a client the host names
/// (`OneTimePasswordClient.key`) that keeps failing is refused `otp.too_many_attempts` while
/// another client, the account's owner, still gets in; the memory of clients stays bounded.
/// The codes are RFC 6238's (Appendix B, SHA-1, 8 digits): 94287082 at T = 59.
@Suite struct ClientAttemptLimitTests {
    private let tooMany = Validity.invalid(ValidationFailure(
        code: .otpTooManyAttempts, message: "Too many wrong codes; wait for the next code"))
    private let mismatch = Validity.invalid(ValidationFailure(code: .otpMismatch, message: "The code is incorrect"))

    private func verifier(store: InMemoryReplayStore, account: String = "ada") throws -> OneTimePasswordVerifier {
        let generator = try OneTimePasswordGenerator(
            secret: try OneTimePasswordSecret(bytes: Array(PublishedVectors.sha1Seed.utf8)), digits: 8)
        return try OneTimePasswordVerifier(generator: generator, window: 0, clock: { 59 }, replayStore: store, account: account)
    }

    /// Three wrong codes from one address stop that address, the right code too; the owner,
    /// from another address, is under the limit per secret (five) and gets in.
    @Test func aClientPastItsLimitIsRefusedAndAnotherStillGetsIn() throws {
        let store = InMemoryReplayStore(maximumFailedAttempts: 5, maximumFailedAttemptsPerClient: 3)
        let verifier = try verifier(store: store)
        OneTimePasswordClient.$key.withValue("203.0.113.9") {
            #expect(verifier.verify("00000001") == mismatch)
            #expect(verifier.verify("00000002") == mismatch)
            #expect(verifier.verify("00000003") == mismatch)
            #expect(verifier.verify("00000004") == tooMany)
            #expect(verifier.verify("94287082") == tooMany)
        }
        OneTimePasswordClient.$key.withValue("198.51.100.7") {
            #expect(verifier.verify("94287082") == .valid)
        }
    }

    /// Many clients together still meet the limit per secret: six addresses failing once each
    /// stop the sixth at five.
    @Test func clientsTogetherStillMeetTheLimitPerSecret() throws {
        let store = InMemoryReplayStore(maximumFailedAttempts: 5, maximumFailedAttemptsPerClient: 3)
        let verifier = try verifier(store: store)
        for client in 1...5 {
            OneTimePasswordClient.$key.withValue("192.0.2.\(client)") {
                #expect(verifier.verify("00000001") == mismatch)
            }
        }
        OneTimePasswordClient.$key.withValue("192.0.2.6") {
            #expect(verifier.verify("94287082") == tooMany)
        }
    }

    /// The key travels with the task: a record submitted in an asynchronous task that binds it
    /// is counted for that client.
    @Test func theKeyBoundAroundAnAsynchronousSubmissionIsCounted() async throws {
        let store = InMemoryReplayStore(maximumFailedAttemptsPerClient: 1)
        let verifier = try verifier(store: store)
        let first = await OneTimePasswordClient.$key.withValue("203.0.113.9") {
            await Task { verifier.verify("00000001") }.value
        }
        #expect(first == mismatch)
        OneTimePasswordClient.$key.withValue("203.0.113.9") {
            #expect(verifier.verify("94287082") == tooMany)
        }
        // Without a key only the limit per secret applies, and there is none here.
        #expect(verifier.verify("94287082") == .valid)
    }

    /// 2,000 clients each failing once are remembered as at most the 100 pairs allowed; the
    /// first is forgotten, so it may try again.
    @Test func theMemoryOfClientsIsBounded() throws {
        let store = InMemoryReplayStore(maximumFailedAttemptsPerClient: 1, maximumTrackedClients: 100)
        let verifier = try verifier(store: store)
        for client in 0..<2_000 {
            OneTimePasswordClient.$key.withValue("client \(client)") {
                #expect(verifier.verify("00000001") == mismatch)
            }
        }
        #expect(store.trackedClientCount == 100)
        OneTimePasswordClient.$key.withValue("client 1999") {
            #expect(verifier.verify("00000001") == tooMany)
        }
        OneTimePasswordClient.$key.withValue("client 0") {
            #expect(verifier.verify("94287082") == .valid)
        }
    }
}
