import ValidatorKitOTP

/// TOTP verification (SHA-1, 6 digits, a window of one step on either side) with nothing cached:
/// a verifier whose clock moves three steps per verification, so that each one computes its
/// three candidate codes (three HMACs) afresh, as for many users each with their own secret.
/// The codes verified mix right and wrong ones.
public struct UncachedOTPVerification: Sendable {
    /// The RFC 6238 (Appendix B) SHA-1 secret, "12345678901234567890".
    public static let rfc6238Secret = Array("12345678901234567890".utf8)

    /// The codes verified in turn.
    public let codes: [String]
    /// The verifier, on a clock that moves three steps at every reading.
    public let verifier: OneTimePasswordVerifier

    /// The verifier and its codes, from the RFC 6238 secret.
    public init() {
        guard let secret = try? OneTimePasswordSecret(bytes: Self.rfc6238Secret),
            let generator = try? OneTimePasswordGenerator(secret: secret, digits: 6),
            let verifier = try? OneTimePasswordVerifier(
                generator: generator, period: 30, window: 1, clock: SteppingClock().next)
        else {
            preconditionFailure("the RFC 6238 secret, 6 digits, a 30-second period and a window of 1 make a verifier")
        }
        codes = [generator.code(time: 59), "000000", generator.code(time: 29), "123456", generator.code(time: 89), "287083"]
        self.verifier = verifier
    }

    /// Verifies the code at `index` (cycling through them); whether it was accepted.
    public func verify(_ index: Int) -> Bool {
        verifier.verify(codes[index % codes.count]).isValid
    }
}
