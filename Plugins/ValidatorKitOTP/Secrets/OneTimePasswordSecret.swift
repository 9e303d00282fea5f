internal import Crypto

/// The shared secret (the seed) of a one-time password, held as an HMAC key.
///
/// Its ``description``, ``debugDescription`` and mirror are redacted, so printing, logging or
/// dumping it never shows a byte of the key.
///
/// ```swift
/// let secret = try OneTimePasswordSecret(base32: "gezd gnbv gy3t qojq")
/// print(secret)   // OneTimePasswordSecret(10 bytes, redacted)
/// ```
public struct OneTimePasswordSecret: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The secret as a key for swift-crypto's HMAC.
    let key: SymmetricKey

    /// Decodes a base32 secret (RFC 4648), the form authenticator apps show: letters of either
    /// case, spaces anywhere, `=` padding optional.
    ///
    /// Throws ``Base32DecodingError`` naming the position, never the character, of the first
    /// character that does not belong.
    public init(base32: String) throws(Base32DecodingError) {
        key = SymmetricKey(data: try Base32.decode(base32))
    }

    /// Wraps raw secret bytes, such as the ASCII seeds of RFC 4226 and RFC 6238; throws
    /// ``OneTimePasswordParameterError/Code/emptySecret`` when there are none.
    public init(bytes: some Sequence<UInt8>) throws(OneTimePasswordParameterError) {
        let bytes = Array(bytes)
        guard !bytes.isEmpty else { throw .emptySecret }
        key = SymmetricKey(data: bytes)
    }

    /// The length of the secret in bytes (the only thing about it that is shown).
    package var byteCount: Int { key.bitCount / 8 }

    /// `OneTimePasswordSecret(20 bytes, redacted)`.
    public var description: String {
        "OneTimePasswordSecret(\(byteCount) bytes, redacted)"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// A mirror without children, so `dump` shows no key material either.
    public var customMirror: Mirror {
        Mirror(self, children: [], displayStyle: .struct)
    }
}
