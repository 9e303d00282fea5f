import ValidatorKit

/// The stored spelling of an address the `email` preset accepts: as typed, with the domain in
/// lower case, as domain names are compared without regard to case (RFC 1035, section 2.3.3;
/// RFC 4343) while the local part belongs to the receiving host (RFC 5321, section 2.4).
///
/// `Ada.Lovelace@Example.COM` is stored as `Ada.Lovelace@example.com`.
struct EmailAddressNormalizer: ValueNormalizer {
    func normalizedValue(of text: String) -> String {
        // In ASCII every byte is a character of its own (no mark can join the `@`): found without
        // breaking the text into characters, and lowered byte by byte (`lowercased()` maps only
        // A to Z in ASCII), the text itself kept when its domain is in lower case already.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            guard let at = text.lastIndex(of: "@") else { return text }
            return text[...at] + text[text.index(after: at)...].lowercased()
        }
        let utf8 = text.utf8
        guard let at = utf8.lastIndex(of: UInt8(ascii: "@")) else { return text }
        let domain = utf8[utf8.index(after: at)...]
        guard domain.contains(where: Self.isUppercaseASCII) else { return text }
        return String(decoding: utf8[...at] + domain.map { Self.isUppercaseASCII($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    private static func isUppercaseASCII(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "A") < 26
    }
}
