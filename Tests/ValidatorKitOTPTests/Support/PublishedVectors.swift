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
