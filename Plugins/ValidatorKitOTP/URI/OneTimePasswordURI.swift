/// An `otpauth://` URI, the form QR codes give authenticator apps: type, label, secret and the
/// parameters of the codes.
///
/// The format is the de facto one of Google Authenticator's "Key Uri Format":
/// `otpauth://totp/ACME:alice?secret=GEZDGNBV…&algorithm=SHA256&digits=8&period=30` or
/// `otpauth://hotp/ACME:alice?secret=GEZDGNBV…&counter=7`. Type, parameter names and the
/// algorithm are read without regard to case; unknown parameters (`issuer`, `image` …) are
/// ignored. Its ``description`` and mirror are redacted.
///
/// ```swift
/// let uri = try OneTimePasswordURI("otpauth://totp/ACME:alice?secret=GEZDGNBVGY3TQOJQ&digits=8")
/// uri.kind     // .timeBased(period: 30)
/// uri.digits   // 8
/// ```
public struct OneTimePasswordURI: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// What the codes are counted against.
    public enum Kind: Sendable, Hashable {
        /// TOTP (`otpauth://totp/…`), with time steps of `period` seconds (30 when absent).
        case timeBased(period: Int)
        /// HOTP (`otpauth://hotp/…`), starting at `counter`.
        case counterBased(counter: UInt64)
    }

    /// TOTP or HOTP, with its period or counter.
    public let kind: Kind
    /// The label after the type, percent-decoded, such as `"ACME:alice"`; may be empty.
    public let label: String
    /// The shared secret.
    public let secret: OneTimePasswordSecret
    /// The hash function (SHA1 when absent).
    public let algorithm: OneTimePasswordAlgorithm
    /// The number of digits (6 when absent).
    public let digits: Int

    private static let scheme = "otpauth://"

    /// Parses `text`; throws ``OneTimePasswordURIError`` naming the part at fault without
    /// repeating any of the text.
    public init(_ text: String) throws(OneTimePasswordURIError) {
        guard text.count > Self.scheme.count, text.prefix(Self.scheme.count).lowercased() == Self.scheme else {
            throw .notOneTimePasswordURI
        }
        let afterScheme = text.dropFirst(Self.scheme.count)
        let pathEnd = afterScheme.firstIndex(of: "?") ?? afterScheme.endIndex
        let path = afterScheme[..<pathEnd]
        let typeEnd = path.firstIndex(of: "/") ?? path.endIndex
        let type = path[..<typeEnd].lowercased()
        guard type == "totp" || type == "hotp" else { throw .unknownType }
        label = try Self.percentDecoded(path[typeEnd...].dropFirst())
        let parameters = try Self.parameters(afterScheme[pathEnd...].dropFirst())

        guard let encodedSecret = parameters["secret"] else { throw .missingParameter("secret") }
        do {
            secret = try OneTimePasswordSecret(base32: encodedSecret)
        } catch {
            throw .invalidSecret(error)
        }
        if let name = parameters["algorithm"] {
            guard let algorithm = OneTimePasswordAlgorithm(name: name) else {
                throw .invalidParameter("algorithm", expected: "SHA1, SHA256 or SHA512")
            }
            self.algorithm = algorithm
        } else {
            algorithm = .sha1
        }
        if let value = parameters["digits"] {
            guard let digits = Int(value), OneTimePasswordGenerator.allowedDigits.contains(digits) else {
                throw .invalidParameter("digits", expected: "6, 7 or 8")
            }
            self.digits = digits
        } else {
            digits = 6
        }
        if type == "totp" {
            guard let value = parameters["period"] else {
                kind = .timeBased(period: 30)
                return
            }
            guard let period = Int(value), period > 0 else {
                throw .invalidParameter("period", expected: "a whole number of seconds of at least 1")
            }
            kind = .timeBased(period: period)
        } else {
            guard let value = parameters["counter"] else { throw .missingParameter("counter") }
            guard let counter = UInt64(value) else {
                throw .invalidParameter("counter", expected: "a whole number of at least 0")
            }
            kind = .counterBased(counter: counter)
        }
    }

    /// `OneTimePasswordURI(TOTP, algorithm: SHA1, digits: 6, secret: redacted)`.
    public var description: String {
        let kindName = switch kind {
        case .timeBased: "TOTP"
        case .counterBased: "HOTP"
        }
        return "OneTimePasswordURI(\(kindName), algorithm: \(algorithm), digits: \(digits), secret: redacted)"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// A mirror showing the kind, algorithm and digits, never the secret.
    public var customMirror: Mirror {
        Mirror(self, children: ["kind": kind, "algorithm": algorithm, "digits": digits], displayStyle: .struct)
    }

    /// The query's parameters by lower-case name, percent-decoded; a repeated name is an error.
    private static func parameters(_ query: Substring) throws(OneTimePasswordURIError) -> [String: String] {
        var parameters: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let nameEnd = pair.firstIndex(of: "=") ?? pair.endIndex
            let name = try percentDecoded(pair[..<nameEnd]).lowercased()
            let value = try percentDecoded(pair[nameEnd...].dropFirst())
            guard parameters.updateValue(value, forKey: name) == nil else { throw .repeatedParameter(name) }
        }
        return parameters
    }

    /// `text` with each `%XY` escape replaced by the byte it spells, read as UTF-8.
    private static func percentDecoded(_ text: Substring) throws(OneTimePasswordURIError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexadecimalValue), let low = iterator.next().flatMap(hexadecimalValue)
            else { throw .malformedPercentEscape }
            bytes.append(high << 4 | low)
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else { throw .malformedPercentEscape }
        return decoded
    }

    private static func hexadecimalValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
