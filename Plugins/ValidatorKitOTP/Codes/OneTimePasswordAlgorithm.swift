/// The hash function behind a one-time password's HMAC: SHA-1 (the RFC 4226 default), SHA-256
/// or SHA-512 (both allowed by RFC 6238).
public enum OneTimePasswordAlgorithm: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// HMAC-SHA-1, what almost every authenticator app uses.
    case sha1 = "SHA1"
    /// HMAC-SHA-256.
    case sha256 = "SHA256"
    /// HMAC-SHA-512.
    case sha512 = "SHA512"

    /// The name used in options and `otpauth://` URIs: `"SHA1"`, `"SHA256"` or `"SHA512"`.
    public var description: String { rawValue }

    /// The algorithm named `name`, ignoring case (`"sha256"` works too); `nil` for any other name.
    public init?(name: String) {
        guard let algorithm = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = algorithm
    }
}
