import ValidatorKitOTP
import Testing
import ValidatorKit

@Suite struct OneTimePasswordVerifierTests {
    private let generator: OneTimePasswordGenerator

    init() throws {
        generator = try OneTimePasswordGenerator(
            secret: try OneTimePasswordSecret(bytes: Array(PublishedVectors.sha1Seed.utf8)), digits: 8)
    }

    private let mismatch = Validity.invalid(ValidationFailure(code: .otpMismatch, message: "The code is incorrect"))
    private let replayed = Validity.invalid(ValidationFailure(
        code: .otpReplayed, message: "This code has already been used"))

    private func timeVerifier(at time: Int, window: Int, period: Int = 30) throws -> OneTimePasswordVerifier {
        try OneTimePasswordVerifier(generator: generator, period: period, window: window, clock: { time })
    }

    /// RFC 6238 Appendix B: 94287082 is the SHA-1 code at T = 59.
    @Test func theRFC6238CodeIsAcceptedAndItsNeighbourIsNot() throws {
        #expect(try timeVerifier(at: 59, window: 0).verify("94287082") == .valid)
        #expect(try timeVerifier(at: 59, window: 0).verify("94287083") == mismatch)
    }

    @Test(arguments: [
        // time 59 lies in step 1; steps 0 and 2 are one step away, step 3 two.
        (59, 0, 0, false), (59, 0, 1, true), (59, 0, 2, false),
        (59, 1, 0, true), (59, 1, 2, true), (59, 1, 3, false),
        (59, 2, 3, true), (59, 2, 4, false),
        // the last second of step 2 and the first of step 3
        (89, 0, 3, false), (89, 1, 3, true), (90, 0, 3, true), (90, 1, 1, false), (90, 1, 2, true),
    ] as [(Int, Int, UInt64, Bool)])
    func theWindowReachesExactlyItsWidthOnEitherSide(time: Int, window: Int, step: UInt64, isAccepted: Bool) throws {
        let verdict = try timeVerifier(at: time, window: window).verify(generator.code(counter: step))
        #expect(verdict == (isAccepted ? .valid : mismatch))
    }

    @Test(arguments: [(0, 0, 0), (0, 1, 1), (10, 1, 1)] as [(Int, Int, UInt64)])
    func theWindowStopsAtTheFirstStep(time: Int, window: Int, step: UInt64) throws {
        let verifier = try timeVerifier(at: time, window: window)
        #expect(verifier.matchedOffset(of: generator.code(counter: step)) == Int(step))
        #expect(verifier.verify(generator.code(counter: step)) == .valid)
    }

    @Test func theOffsetIsReportedWithoutConsumingTheCode() throws {
        let verifier = try timeVerifier(at: 59, window: 1)
        #expect(verifier.matchedOffset(of: generator.code(counter: 0)) == -1)
        #expect(verifier.matchedOffset(of: generator.code(counter: 1)) == 0)
        #expect(verifier.matchedOffset(of: "9428 7082") == 0)
        #expect(verifier.matchedOffset(of: generator.code(counter: 2)) == 1)
        #expect(verifier.matchedOffset(of: generator.code(counter: 3)) == nil)
        #expect(verifier.matchedOffset(of: "9428708") == nil)
        #expect(verifier.verify("94287082") == .valid)
        #expect(verifier.matchedOffset(of: "94287082") == 0)
    }

    @Test func aCodeIsAcceptedOnceAndAskingAgainIsAReplay() throws {
        let verifier = try timeVerifier(at: 59, window: 1)
        #expect(verifier.verify("94287082") == .valid)
        #expect(verifier.verify("94287082") == replayed)
        #expect(verifier.verify("9428-7082") == replayed)
    }

    @Test func aCodeOfAnOlderStepThanTheAcceptedOneIsAReplay() throws {
        let verifier = try timeVerifier(at: 59, window: 1)
        #expect(verifier.verify(generator.code(counter: 1)) == .valid)
        #expect(verifier.verify(generator.code(counter: 0)) == replayed)
        #expect(verifier.verify(generator.code(counter: 2)) == .valid)
        #expect(verifier.verify(generator.code(counter: 1)) == replayed)
    }

    @Test func aWrongCodeConsumesNothing() throws {
        let verifier = try timeVerifier(at: 59, window: 0)
        #expect(verifier.verify("00000000") == mismatch)
        #expect(verifier.verify("1234567") == .incomplete)
        #expect(verifier.verify("94287082") == .valid)
    }

    @Test func aNewStepBringsANewCodeAndTheOldOneStaysUsed() throws {
        let clock = ManualClock(59)
        let verifier = try OneTimePasswordVerifier(generator: generator, window: 1, clock: { clock.now })
        #expect(verifier.verify(generator.code(counter: 1)) == .valid)
        clock.set(75)
        #expect(verifier.verify(generator.code(counter: 1)) == replayed)
        clock.set(95)
        #expect(verifier.matchedOffset(of: generator.code(counter: 1)) == nil)  // two steps back, out of the window
        #expect(verifier.verify(generator.code(counter: 1)) == mismatch)
        #expect(verifier.verify(generator.code(counter: 3)) == .valid)
    }

    @Test func concurrentAcceptancesOfOneCodeLetExactlyOneThrough() async throws {
        let verifier = try timeVerifier(at: 59, window: 1)
        let verdicts = await withTaskGroup(of: Validity.self) { group in
            for _ in 0..<200 {
                group.addTask { verifier.verify("94287082") }
            }
            return await group.reduce(into: [Validity]()) { $0.append($1) }
        }
        #expect(verdicts.filter { $0 == .valid }.count == 1)
        #expect(verdicts.filter { $0 == replayed }.count == 199)
    }

    /// RFC 4226 Appendix D values, counted from counter 5 with a look-ahead of 2.
    @Test func hotpLooksAheadOnlyAndRefusesUsedCounters() throws {
        let sixDigits = try OneTimePasswordGenerator(secret: try OneTimePasswordSecret(bytes: Array(PublishedVectors.sha1Seed.utf8)))
        let verifier = try OneTimePasswordVerifier(generator: sixDigits, counter: 5, window: 2)
        #expect(!verifier.isTimeBased)
        #expect(verifier.verify("338314") == mismatch)  // counter 4, behind
        #expect(verifier.verify("399871") == mismatch)  // counter 8, beyond the look-ahead
        #expect(verifier.matchedOffset(of: "287922") == 1)  // counter 6
        #expect(verifier.verify("287922") == .valid)
        #expect(verifier.verify("254676") == replayed)  // counter 5, older than 6
        #expect(verifier.verify("162583") == .valid)  // counter 7
        #expect(verifier.verify("162583") == replayed)
    }

    /// With the RFC 4226 seed, the six-digit HOTP code of counter 153567 is also the code of
    /// counter 153569 (Python's `hmac` over RFC 4226's truncation gives 468457 for both); a window
    /// holding both must still accept those digits once (RFC 6238 §5.2). Found by `Fuzz/run otp`.
    @Test func digitsThatAreTheCodeOfTwoStepsInTheWindowAreAcceptedOnce() throws {
        let sixDigits = try OneTimePasswordGenerator(secret: try OneTimePasswordSecret(bytes: Array(PublishedVectors.sha1Seed.utf8)))
        #expect(sixDigits.code(counter: 153_567) == "468457")
        #expect(sixDigits.code(counter: 153_569) == "468457")
        let verifier = try OneTimePasswordVerifier(generator: sixDigits, counter: 153_567, window: 2)
        #expect(verifier.verify("468457") == .valid)
        #expect(verifier.verify("468457") == replayed)
    }

    @Test func hotpNearTheLastCounterDoesNotOverflow() throws {
        let verifier = try OneTimePasswordVerifier(generator: generator, counter: .max - 1, window: 5)
        #expect(verifier.verify(generator.code(counter: .max)) == .valid)
        #expect(verifier.matchedOffset(of: generator.code(counter: .max)) == 1)
    }

    @Test func theSystemClockIsReadAtEachValidation() throws {
        let verifier = try OneTimePasswordVerifier(generator: generator)
        let now = OneTimePasswordVerifier.currentUnixTime()
        #expect(now > 1_700_000_000)
        // window 1 absorbs a step change between the two readings of the clock
        #expect(verifier.verify(generator.code(time: now)) == .valid)
    }

    @Test func theDescriptionIsRedacted() throws {
        let verifier = try OneTimePasswordVerifier(generator: generator, counter: 3, window: 2)
        var dumped = ""
        dump(verifier, to: &dumped)
        #expect(String(describing: verifier)
            == "OneTimePasswordVerifier(HOTP, algorithm: SHA1, digits: 8, window: 2, secret: redacted)")
        #expect(!dumped.contains("1234567890") && !dumped.contains("49"))
    }
}
