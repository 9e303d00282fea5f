import Crypto

/// Who is trying one-time codes in the current task: a key the host gives, such as the peer
/// address of a request, so that a ``OneTimePasswordReplayStore`` can limit wrong codes per
/// client as well as per code.
///
/// A verifier is asked through `SubmissionVerifier.verify(_:)`, which knows nothing of
/// requests, so the host binds the key around the submission; a verifier reads it when it
/// counts a wrong code or asks whether another may be tried:
///
/// ```swift
/// let verdict = await OneTimePasswordClient.$key.withValue("203.0.113.9") {
///     await records.submit(record, locale: locale, checkingWithin: .seconds(5))
/// }
/// ```
///
/// Without a key (`nil`, the default) only the limits per code apply. The key is not a secret,
/// but it may be personal data: the stores keep a SHA-256 digest of it, never the key, and
/// nothing logs it.
public enum OneTimePasswordClient {
    /// The client of the current task, or `nil` when the host named none.
    @TaskLocal public static var key: String?

    /// What a store keeps of `key`: its SHA-256 digest in hexadecimal, 64 characters whatever
    /// the key's length, from which the key cannot be read back.
    package static func storedForm(of key: String) -> String {
        SHA256.hash(data: Array(key.utf8)).map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }
}
