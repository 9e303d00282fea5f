import Foundation
import ValidatorKitOTP

/// The RFC test vectors, read from the fixture files beside the tests.
enum PublishedVectors {
    /// One row of RFC 4226 Appendix D.
    struct CounterVector: Sendable, CustomStringConvertible {
        let counter: UInt64
        let code: String
        var description: String { "counter \(counter) → \(code)" }
    }

    /// One row of RFC 6238 Appendix B, with the seed of its mode.
    struct TimeVector: Sendable, CustomStringConvertible {
        let time: Int
        let code: String
        let algorithm: OneTimePasswordAlgorithm
        let seed: String
        let base32Seed: String
        var description: String { "\(algorithm) at \(time) → \(code)" }
    }

    /// One HMAC test case of RFC 2202 (SHA-1) or RFC 4231 (SHA-256, SHA-512); its description
    /// names the case, never the key.
    struct HMACVector: Sendable, CustomStringConvertible {
        let source: String
        let testCase: Int
        let algorithm: OneTimePasswordAlgorithm
        let key: [UInt8]
        let data: [UInt8]
        let digest: [UInt8]
        var description: String { "\(source) test case \(testCase), HMAC-\(algorithm)" }
    }

    struct MalformedFixture: Error, CustomStringConvertible {
        let description: String
    }

    /// The ASCII seed shared by RFC 4226 and the SHA-1 rows of RFC 6238.
    static let sha1Seed = "12345678901234567890"
    /// `sha1Seed` in base32.
    static let sha1Base32Seed = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"

    /// The ten HOTP values of RFC 4226 Appendix D.
    static func counterVectors() throws -> [CounterVector] {
        try rows(of: "rfc4226-appendix-d").map { fields in
            guard fields.count == 2, let counter = UInt64(fields[0]) else {
                throw MalformedFixture(description: "bad RFC 4226 row \(fields)")
            }
            return CounterVector(counter: counter, code: String(fields[1]))
        }
    }

    /// The eighteen TOTP values of RFC 6238 Appendix B.
    static func timeVectors() throws -> [TimeVector] {
        var seeds: [OneTimePasswordAlgorithm: (ascii: String, base32: String)] = [:]
        var vectors: [TimeVector] = []
        for fields in try rows(of: "rfc6238-appendix-b") {
            if fields.first == "seed", fields.count == 4, let algorithm = OneTimePasswordAlgorithm(name: String(fields[1])) {
                seeds[algorithm] = (String(fields[2]), String(fields[3]))
            } else if fields.count == 3, let time = Int(fields[0]),
                let algorithm = OneTimePasswordAlgorithm(name: String(fields[2])), let seed = seeds[algorithm]
            {
                vectors.append(TimeVector(
                    time: time, code: String(fields[1]), algorithm: algorithm, seed: seed.ascii, base32Seed: seed.base32))
            } else {
                throw MalformedFixture(description: "bad RFC 6238 row \(fields)")
            }
        }
        return vectors
    }

    /// The HMAC test cases of RFC 2202 section 3 and RFC 4231 section 4 (all but the truncated
    /// case 5).
    static func hmacVectors() throws -> [HMACVector] {
        try rows(of: "hmac-rfc2202-rfc4231").map { fields in
            guard fields.count == 6, let testCase = Int(fields[1]),
                let algorithm = OneTimePasswordAlgorithm(name: String(fields[2])),
                let key = bytes(hexadecimal: fields[3]), let data = bytes(hexadecimal: fields[4]),
                let digest = bytes(hexadecimal: fields[5])
            else {
                throw MalformedFixture(description: "bad HMAC row \(fields.prefix(3))")
            }
            return HMACVector(
                source: fields[0] == "RFC2202" ? "RFC 2202" : "RFC 4231", testCase: testCase, algorithm: algorithm,
                key: key, data: data, digest: digest)
        }
    }

    /// The bytes spelled by pairs of hexadecimal digits, or `nil`.
    private static func bytes(hexadecimal: Substring) -> [UInt8]? {
        let digits = Array(hexadecimal)
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(digits[index...index + 1]), radix: 16) else { return nil }
            bytes.append(byte)
        }
        return bytes
    }

    /// The whitespace-separated fields of each line of `name`.txt that is neither blank nor a comment.
    private static func rows(of name: String) throws -> [[Substring]] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Fixtures") else {
            throw MalformedFixture(description: "fixture \(name).txt is missing")
        }
        return try String(contentsOf: url, encoding: .utf8)
            .split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
            .map { $0.split(separator: " ") }
    }
}
