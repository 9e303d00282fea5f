import FuzzSupport
import ValidatorKitOTP
import ValidatorKit

/// Random options for the `otp` plugin, and what follows from them.
struct OneTimePasswordOptions {
    /// The option values, as a form spec or command line would give them.
    private(set) var values: [String: JSONValue] = [:]
    /// The secret texts given (the `secret` option, the `uri` and its secret parameter).
    private(set) var secrets: [String] = []

    private static let base32Alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567abcdefghijklmnopqrstuvwxyz= -!")

    init(_ input: inout FuzzInput) {
        if input.integer(in: 0...3) == 0 {
            let secret = Self.base32(&input)
            let uri = Self.uri(secret: secret, &input)
            values["uri"] = .string(uri)
            secrets += [uri, secret]
        } else if input.integer(in: 0...5) > 0 {
            let secret = Self.base32(&input)
            values["secret"] = .string(secret)
            secrets.append(secret)
        }
        if input.boolean() { values["digits"] = .integer(input.integer(in: 4...9)) }
        if input.boolean() { values["algorithm"] = .string(input.choose(["SHA1", "SHA256", "SHA512", "sha256", "MD5"])) }
        if input.boolean() { values["period"] = .integer(input.integer(in: -1...90)) }
        if input.integer(in: 0...3) == 0 { values["counter"] = .integer(input.integer(in: -1...1_000)) }
        if input.boolean() { values["window"] = .integer(input.integer(in: -1...12)) }
        if input.boolean() { values["time"] = .integer(input.integer(in: -1...60_000) * 65_537) }
    }

    /// Stops the fuzzer when `text` holds a secret long enough not to appear by chance.
    func checkRedacted(_ text: String) {
        for secret in secrets where secret.count >= 8 {
            precondition(!text.contains(secret), "a secret appears in an error or description")
        }
    }

    /// The code the options expect right now, when they fix it: a secret with a counter, or a
    /// secret with a time.
    func expectedCode() -> String? {
        guard case .string(let base32)? = values["secret"],
            let secret = try? OneTimePasswordSecret(base32: base32)
        else { return nil }
        let algorithm = values["algorithm"].flatMap { OneTimePasswordAlgorithm(name: $0.description) } ?? .sha1
        let digits = values["digits"].flatMap { Int($0.description) } ?? 6
        guard let generator = try? OneTimePasswordGenerator(secret: secret, algorithm: algorithm, digits: digits) else {
            return nil
        }
        if case .integer(let counter)? = values["counter"] {
            return generator.code(counter: UInt64(counter))
        }
        guard case .integer(let time)? = values["time"] else { return nil }
        let period = values["period"].flatMap { Int($0.description) } ?? 30
        return generator.code(time: time, period: period)
    }

    private static func base32(_ input: inout FuzzInput) -> String {
        String((0..<input.integer(in: 0...40)).map { _ in input.choose(base32Alphabet) })
    }

    private static func uri(secret: String, _ input: inout FuzzInput) -> String {
        var uri = "otpauth://" + input.choose(["totp", "hotp", "TOTP", "otp", ""]) + "/" + input.text(upTo: 12)
        var separator = "?"
        for _ in 0..<input.integer(in: 0...6) {
            let name = input.choose(["secret", "algorithm", "digits", "period", "counter", "issuer", "", "%zz"])
            let value = name == "secret" ? secret : input.choose(["SHA256", "8", "30", "0", "-1", "%41", "%", input.text(upTo: 8)])
            uri += separator + name + "=" + value
            separator = "&"
        }
        return uri
    }
}
