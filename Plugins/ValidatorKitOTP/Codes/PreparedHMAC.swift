internal import Crypto

/// HMAC (RFC 2104) over one of swift-crypto's hash functions, with the key worked in once: the
/// hashers that have absorbed the key XOR ipad and the key XOR opad are kept, and each
/// authentication code copies them.
///
/// swift-crypto's `HMAC` keeps the inner hasher but rebuilds the outer one from the key on
/// every `finalize()`, one more hash compression and one more allocation per code. Here a code
/// costs the compressions of the message and of the inner digest only. On Linux a hasher holds
/// its BoringSSL context in a class, so each of the two copies still allocates once, when it
/// is first updated (copy-on-write); swift-crypto offers no way to hash into storage of one's
/// own.
///
/// The hashers' states stand in for the key, so they must never be shown: only
/// ``OneTimePasswordGenerator`` holds a prepared HMAC, and its description and mirror leave it
/// out. The padded key itself exists only while the hashers are made.
struct PreparedHMAC<Hash: HashFunction>: Sendable {
    /// The hasher that has absorbed the key XOR ipad: the start of every inner hash.
    private let inner: Hash
    /// The hasher that has absorbed the key XOR opad: the start of every outer hash.
    private let outer: Hash

    /// Prepares HMAC with `key`, which is hashed first when it is longer than a block of `Hash`.
    init(key: SymmetricKey) {
        let blockByteCount = Hash.blockByteCount
        (inner, outer) = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: blockByteCount) { block in
            block.initialize(repeating: 0)
            defer { block.update(repeating: 0) }
            key.withUnsafeBytes { keyBytes in
                if keyBytes.count > blockByteCount {
                    var keyHash = Hash()
                    keyHash.update(bufferPointer: keyBytes)
                    keyHash.finalize().withUnsafeBytes { digest in _ = block.update(fromContentsOf: digest) }
                } else {
                    _ = block.update(fromContentsOf: keyBytes)
                }
            }
            return (Self.hasher(absorbing: block, maskedWith: 0x36), Self.hasher(absorbing: block, maskedWith: 0x5C))
        }
    }

    /// The HMAC of `message`.
    func authenticationCode(for message: UnsafeRawBufferPointer) -> Hash.Digest {
        var innerHash = inner
        innerHash.update(bufferPointer: message)
        var outerHash = outer
        innerHash.finalize().withUnsafeBytes { outerHash.update(bufferPointer: $0) }
        return outerHash.finalize()
    }

    /// A new hasher that has absorbed each byte of `block` XOR `mask`; `block` is left as it was.
    private static func hasher(absorbing block: UnsafeMutableBufferPointer<UInt8>, maskedWith mask: UInt8) -> Hash {
        for index in block.indices { block[index] ^= mask }
        defer { for index in block.indices { block[index] ^= mask } }
        var hasher = Hash()
        hasher.update(bufferPointer: UnsafeRawBufferPointer(block))
        return hasher
    }
}
