import ValidatorKitOTP
import Testing

@Suite struct OneTimePasswordGeneratorTests {
    /// RFC 4226, Appendix D: HOTP values for counters 0 to 9.
    @Test(arguments: try PublishedVectors.counterVectors())
    func hotpMatchesRFC4226AppendixD(_ vector: PublishedVectors.CounterVector) throws {
        let generator = try OneTimePasswordGenerator(secret: try OneTimePasswordSecret(bytes: Array(PublishedVectors.sha1Seed.utf8)))
        #expect(generator.code(counter: vector.counter) == vector.code)
    }

    /// RFC 6238, Appendix B: TOTP values for SHA-1, SHA-256 and SHA-512 with their own seeds.
    @Test(arguments: try PublishedVectors.timeVectors())
    func totpMatchesRFC6238AppendixB(_ vector: PublishedVectors.TimeVector) throws {
        let generator = try OneTimePasswordGenerator(
            secret: try OneTimePasswordSecret(bytes: Array(vector.seed.utf8)), algorithm: vector.algorithm, digits: 8)
        #expect(generator.code(time: vector.time, period: 30) == vector.code)
    }

    @Test func theFixturesHoldEveryPublishedVector() throws {
        #expect(try PublishedVectors.counterVectors().count == 10)
        #expect(try PublishedVectors.timeVectors().count == 18)
    }

    @Test(arguments: [(0, 0), (29, 0), (30, 1), (59, 1), (60, 2), (1_111_111_109, 37_037_036)])
    func timeStepIsTheTimeDividedByThePeriod(time: Int, step: UInt64) throws {
        #expect(OneTimePasswordGenerator.timeStep(time: time, period: 30) == step)
    }

    @Test func sevenDigitCodesAreTheLastSevenDigitsOfTheTruncatedValue() throws {
        let seed = Array(PublishedVectors.sha1Seed.utf8)
        let eight = try OneTimePasswordGenerator(secret: try OneTimePasswordSecret(bytes: seed), digits: 8).code(counter: 1)
        let seven = try OneTimePasswordGenerator(secret: try OneTimePasswordSecret(bytes: seed), digits: 7).code(counter: 1)
        #expect(seven.count == 7)
        #expect(eight.hasSuffix(seven))
    }

    @Test func descriptionAndMirrorNeverShowTheSecret() throws {
        let generator = try OneTimePasswordGenerator(
            secret: try OneTimePasswordSecret(bytes: Array(PublishedVectors.sha1Seed.utf8)), algorithm: .sha256, digits: 8)
        var dumped = ""
        dump(generator, to: &dumped)
        #expect(String(describing: generator) == "OneTimePasswordGenerator(algorithm: SHA256, digits: 8, secret: redacted)")
        #expect(String(reflecting: generator) == String(describing: generator))
        for shown in [String(describing: generator), String(reflecting: generator), dumped] {
            #expect(!shown.contains("1234567890"))
        }
    }
}
