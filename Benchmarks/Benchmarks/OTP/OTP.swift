import Benchmark
import Crypto
import ValidatorKitOTP
import Scenarios

/// TOTP verification (SHA-1, 6 digits, a window of one step on either side) of a mix of right and
/// wrong codes, one verification per scaled iteration:
///
/// - through the registry's `otp` validator at a fixed time, where the verifier computes the
///   window's three codes once and reuses them (a field or a server within one 30 s step);
/// - through a `OneTimePasswordVerifier` whose clock moves three steps per verification, so each
///   one computes its three candidate codes (three HMACs) afresh: the cost of verifying a code
///   with nothing cached, as for many users each with their own secret;
/// - for scale, one plain swift-crypto `HMAC<Insecure.SHA1>.authenticationCode(for:using:)` of
///   an 8-byte counter, the building block a verification with nothing cached needs three of.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 100_000
    )

    let uncached = UncachedOTPVerification()
    let codes = uncached.codes

    let validator = StandardRegistry.validator(
        "otp", ["secret": .string("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"), "window": .integer(1), "time": .integer(59)])
    guard let submissionVerifier = validator.submissionVerifier else {
        preconditionFailure("an otp validator with a secret verifies at submission")
    }
    Benchmark("OTP: TOTP verify, window 1, same step") { benchmark in
        var accepted = 0
        for index in benchmark.scaledIterations where submissionVerifier.verify(codes[index % codes.count]).isValid {
            accepted &+= 1
        }
        blackHole(accepted)
    }

    Benchmark("OTP: TOTP verify, window 1, nothing cached") { benchmark in
        var accepted = 0
        for index in benchmark.scaledIterations where uncached.verify(index) {
            accepted &+= 1
        }
        blackHole(accepted)
    }

    let key = SymmetricKey(data: UncachedOTPVerification.rfc6238Secret)
    Benchmark("OTP: one HMAC-SHA1 (swift-crypto)") { benchmark in
        var counter: UInt64 = 0
        var lastByte: UInt8 = 0
        for _ in benchmark.scaledIterations {
            counter &+= 1
            let code = withUnsafeBytes(of: counter.bigEndian) {
                HMAC<Insecure.SHA1>.authenticationCode(for: $0, using: key)
            }
            lastByte ^= code.withUnsafeBytes { $0[$0.count - 1] }
        }
        blackHole(lastByte)
    }
}
