import ValidatorKitOTP
import Testing

@Suite struct OneTimePasswordSecretTests {
    @Test func aBase32SecretEqualsItsBytes() throws {
        let decoded = try OneTimePasswordSecret(base32: "gezd gnbv gy3t qojq gezd gnbv gy3t qojq")
        let raw = try OneTimePasswordSecret(bytes: Array(PublishedVectors.sha1Seed.utf8))
        #expect(decoded.byteCount == 20)
        #expect(try OneTimePasswordGenerator(secret: decoded).code(counter: 7)
            == OneTimePasswordGenerator(secret: raw).code(counter: 7))
    }

    @Test func aBadCharacterIsATypedErrorThatDoesNotEchoTheSecret() throws {
        let text = "GEZDGNBVGY3TQOJQ#EZDGNBVGY3TQOJQ"
        #expect(throws: Base32DecodingError.invalidCharacter(position: 16)) {
            try OneTimePasswordSecret(base32: text)
        }
        do {
            _ = try OneTimePasswordSecret(base32: text)
        } catch {
            #expect(error.description == "Character 17 is not a base32 digit (A to Z or 2 to 7)")
            #expect(!error.description.contains("GEZD"))
        }
    }

    @Test func descriptionDebugDescriptionAndDumpAreRedacted() throws {
        let secret = try OneTimePasswordSecret(base32: PublishedVectors.sha1Base32Seed)
        var dumped = ""
        dump(secret, to: &dumped)
        #expect(String(describing: secret) == "OneTimePasswordSecret(20 bytes, redacted)")
        #expect(String(reflecting: secret) == "OneTimePasswordSecret(20 bytes, redacted)")
        // "49" is how the first seed byte ("1") would show as a number.
        #expect(!dumped.contains("1234567890") && !dumped.contains("GEZD") && !dumped.contains("49"))
    }
}
