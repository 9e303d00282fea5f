import Crypto
import Testing
@testable import ValidatorKitOTP

@Suite struct PreparedHMACTests {
    /// RFC 2202 section 3 (HMAC-SHA-1) and RFC 4231 section 4 (HMAC-SHA-256 and HMAC-SHA-512),
    /// keys shorter and longer than a block among them.
    @Test(arguments: try PublishedVectors.hmacVectors())
    func matchesThePublishedVectors(_ vector: PublishedVectors.HMACVector) {
        // Computed first, so that a failure shows the codes, never the key.
        let code = Self.preparedCode(vector.algorithm, key: vector.key, message: vector.data)
        #expect(code == vector.digest)
    }

    @Test func theFixtureHoldsEveryPublishedVector() throws {
        #expect(try PublishedVectors.hmacVectors().count == 7 + 6 + 6)
    }

    /// Keys shorter than, as long as and longer than a block (64 bytes for SHA-1 and SHA-256,
    /// 128 for SHA-512), against swift-crypto's `HMAC`, for messages around a block's padding.
    @Test(arguments: OneTimePasswordAlgorithm.allCases)
    func agreesWithSwiftCryptoAroundTheBlockSize(_ algorithm: OneTimePasswordAlgorithm) {
        let blockByteCount = algorithm == .sha512 ? 128 : 64
        for keyLength in [0, 1, 20, blockByteCount - 1, blockByteCount, blockByteCount + 1, 2 * blockByteCount + 3] {
            let key = (0..<keyLength).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ keyLength) }
            for messageLength in [0, 8, 55, 56, 64, 200] {
                let message = (0..<messageLength).map { UInt8(truncatingIfNeeded: $0 &* 11 &+ 3) }
                let ours = Self.preparedCode(algorithm, key: key, message: message)
                let swiftCrypto = Self.swiftCryptoCode(algorithm, key: key, message: message)
                #expect(ours == swiftCrypto, "key of \(keyLength) bytes, message of \(messageLength) bytes")
            }
        }
    }

    /// One prepared HMAC gives the same code however many times it is used.
    @Test func aPreparedKeyIsNotChangedByUse() {
        let prepared = PreparedHMAC<Insecure.SHA1>(key: SymmetricKey(data: Array("12345678901234567890".utf8)))
        let codes = (0..<3).map { _ in Array([UInt8](repeating: 7, count: 8).withUnsafeBytes(prepared.authenticationCode)) }
        #expect(codes[0] == codes[1] && codes[1] == codes[2])
    }

    static func preparedCode(_ algorithm: OneTimePasswordAlgorithm, key: [UInt8], message: [UInt8]) -> [UInt8] {
        let key = SymmetricKey(data: key)
        return message.withUnsafeBytes { message in
            switch algorithm {
            case .sha1: Array(PreparedHMAC<Insecure.SHA1>(key: key).authenticationCode(for: message))
            case .sha256: Array(PreparedHMAC<SHA256>(key: key).authenticationCode(for: message))
            case .sha512: Array(PreparedHMAC<SHA512>(key: key).authenticationCode(for: message))
            }
        }
    }

    static func swiftCryptoCode(_ algorithm: OneTimePasswordAlgorithm, key: [UInt8], message: [UInt8]) -> [UInt8] {
        let key = SymmetricKey(data: key)
        return switch algorithm {
        case .sha1: Array(HMAC<Insecure.SHA1>.authenticationCode(for: message, using: key))
        case .sha256: Array(HMAC<SHA256>.authenticationCode(for: message, using: key))
        case .sha512: Array(HMAC<SHA512>.authenticationCode(for: message, using: key))
        }
    }
}
