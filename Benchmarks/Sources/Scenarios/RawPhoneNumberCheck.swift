private import CRawPhoneNumber

/// libphonenumber called directly through the benchmarks' C shim (Debian libphonenumber-dev),
/// parse and is-valid and nothing else: the baseline the `phone` plugin's engine is compared with.
public enum RawPhoneNumberCheck {
    /// Whether libphonenumber parses `text` (numbers without `+` belonging to `region`) into a
    /// valid number.
    public static func isValid(_ text: String, region: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                region.withCString { crpn_parse_and_is_valid(characters.baseAddress, characters.count, $0) }
            }
        }
    }
}
