import ValidatorKit

/// The stored spelling of an address the `email` preset accepts: as typed, with the domain in
/// lower case, as domain names are compared without regard to case (RFC 1035, section 2.3.3;
/// RFC 4343) while the local part belongs to the receiving host (RFC 5321, section 2.4).
///
/// `Ada.Lovelace@Example.COM` is stored as `Ada.Lovelace@example.com`.
struct EmailAddressNormalizer: ValueNormalizer {
    func normalizedValue(of text: String) -> String {
        var text = text
        // In ASCII every byte is a character of its own (no mark can join the `@`): the last `@`
        // and whether a capital follows it are found in one pass over the bytes, and the domain is
        // lowered byte by byte (`lowercased()` maps only A to Z in ASCII), the text itself kept
        // when its domain is in lower case already.
        guard let (at, domainHasCapital) = text.withUTF8(Self.lastAtSign) else {
            guard let at = text.lastIndex(of: "@") else { return text }
            return text[...at] + text[text.index(after: at)...].lowercased()
        }
        guard let at, domainHasCapital else { return text }
        return text.withUTF8 { bytes in
            String(decoding: bytes.indices.map { bytes[$0] | (($0 > at && Self.isUppercaseASCII(bytes[$0])) ? 0x20 : 0) }, as: UTF8.self)
        }
    }

    /// The position of the last `@` in `bytes` and whether a capital letter follows it; `nil`
    /// when `bytes` are not all ASCII.
    private static func lastAtSign(in bytes: UnsafeBufferPointer<UInt8>) -> (at: Int?, domainHasCapital: Bool)? {
        var at: Int?
        var domainHasCapital = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x80 { return nil }
            if byte == UInt8(ascii: "@") {
                at = index
                domainHasCapital = false
            } else if at != nil, isUppercaseASCII(byte) {
                domainHasCapital = true
            }
        }
        return (at, domainHasCapital)
    }

    private static func isUppercaseASCII(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "A") < 26
    }
}
