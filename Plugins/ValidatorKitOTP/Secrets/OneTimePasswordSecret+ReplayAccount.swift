import Crypto

extension OneTimePasswordSecret {
    /// The account a shared replay store remembers this secret's codes under: HMAC-SHA-256 of
    /// a fixed label keyed by the secret, in hexadecimal. The same secret always gives the same
    /// account; the account does not give the secret back.
    var replayAccount: String {
        let digest = HMAC<SHA256>.authenticationCode(for: Array("ValidatorKit one-time password replay account".utf8), using: key)
        return digest.map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }
}
