internal import Crypto

/// Computes HOTP codes (RFC 4226) and TOTP codes (RFC 6238) from a secret.
///
/// The HMAC key is prepared once, when the generator is made; each code then costs two hash
/// compressions and no work on the key.
///
/// ```swift
/// let generator = try OneTimePasswordGenerator(
///     secret: try OneTimePasswordSecret(bytes: Array("12345678901234567890".utf8)))
/// generator.code(counter: 1)                       // "287082"
/// generator.code(time: 59)                          // "287082"
/// ```
public struct OneTimePasswordGenerator: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The hash function behind the HMAC.
    public let algorithm: OneTimePasswordAlgorithm
    /// How many digits each code has, 6 to 8.
    public let digits: Int

    private let authenticator: KeyedAuthenticator
    private let modulus: UInt32

    /// Creates a generator of `digits`-digit codes (6, 7 or 8) for `secret`; throws
    /// ``OneTimePasswordParameterError`` for any other count.
    public init(secret: OneTimePasswordSecret, algorithm: OneTimePasswordAlgorithm = .sha1, digits: Int = 6)
        throws(OneTimePasswordParameterError)
    {
        guard Self.allowedDigits.contains(digits) else { throw .unsupportedDigitCount(digits) }
        self.algorithm = algorithm
        self.digits = digits
        authenticator = KeyedAuthenticator(key: secret.key, algorithm: algorithm)
        var modulus: UInt32 = 1
        for _ in 0..<digits { modulus *= 10 }
        self.modulus = modulus
    }

    /// The digit counts a code may have.
    static let allowedDigits = 6...8

    /// The HOTP code for `counter`, zero-padded to ``digits`` digits.
    public func code(counter: UInt64) -> String {
        let value = String(numericCode(counter: counter))
        return String(repeating: "0", count: digits - value.count) + value
    }

    /// The TOTP code at `time` (Unix seconds, not negative) for steps of `period` seconds.
    public func code(time: Int, period: Int = 30) -> String {
        code(counter: Self.timeStep(time: time, period: period))
    }

    /// The TOTP time step holding `time` (Unix seconds, not negative): `time / period`.
    package static func timeStep(time: Int, period: Int) -> UInt64 {
        precondition(time >= 0 && period > 0, "time is not negative and the period is positive")
        return UInt64(time / period)
    }

    /// The code for `counter` as a number below 10^``digits``.
    func numericCode(counter: UInt64) -> UInt32 {
        authenticator.truncatedValue(counter: counter) % modulus
    }

    /// `OneTimePasswordGenerator(algorithm: SHA1, digits: 6, secret: redacted)`.
    public var description: String {
        "OneTimePasswordGenerator(algorithm: \(algorithm), digits: \(digits), secret: redacted)"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// A mirror showing the algorithm and the digit count, never the key.
    public var customMirror: Mirror {
        Mirror(self, children: ["algorithm": algorithm, "digits": digits], displayStyle: .struct)
    }
}

/// An HMAC already keyed with the secret, for one of the three hash functions.
private enum KeyedAuthenticator: Sendable {
    case sha1(PreparedHMAC<Insecure.SHA1>)
    case sha256(PreparedHMAC<SHA256>)
    case sha512(PreparedHMAC<SHA512>)

    init(key: SymmetricKey, algorithm: OneTimePasswordAlgorithm) {
        switch algorithm {
        case .sha1: self = .sha1(PreparedHMAC(key: key))
        case .sha256: self = .sha256(PreparedHMAC(key: key))
        case .sha512: self = .sha512(PreparedHMAC(key: key))
        }
    }

    /// The 31-bit value that RFC 4226 §5.3 dynamic truncation takes from the HMAC of `counter`.
    func truncatedValue(counter: UInt64) -> UInt32 {
        switch self {
        case .sha1(let keyed): Self.truncatedValue(keyed, counter: counter)
        case .sha256(let keyed): Self.truncatedValue(keyed, counter: counter)
        case .sha512(let keyed): Self.truncatedValue(keyed, counter: counter)
        }
    }

    private static func truncatedValue<Hash: HashFunction>(_ keyed: PreparedHMAC<Hash>, counter: UInt64) -> UInt32 {
        let mac = withUnsafeBytes(of: counter.bigEndian) { keyed.authenticationCode(for: $0) }
        return mac.withUnsafeBytes { mac in
            let offset = Int(mac[mac.count - 1] & 0x0F)
            return UInt32(mac[offset] & 0x7F) << 24 | UInt32(mac[offset + 1]) << 16
                | UInt32(mac[offset + 2]) << 8 | UInt32(mac[offset + 3])
        }
    }
}
