import ValidatorKit

/// The stored spelling of an address the `email` preset accepts: as typed, with the domain in
/// lower case, as domain names are compared without regard to case (RFC 1035, section 2.3.3;
/// RFC 4343) while the local part belongs to the receiving host (RFC 5321, section 2.4).
///
/// `Ada.Lovelace@Example.COM` is stored as `Ada.Lovelace@example.com`.
struct EmailAddressNormalizer: ValueNormalizer {
    func normalizedValue(of text: String) -> String {
        // In ASCII every byte is a character of its own (no mark can join the `@`): found without
        // breaking the text into characters.
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        guard let at = isASCII ? text.utf8.lastIndex(of: UInt8(ascii: "@")) : text.lastIndex(of: "@") else { return text }
        return text[...at] + text[text.index(after: at)...].lowercased()
    }
}
