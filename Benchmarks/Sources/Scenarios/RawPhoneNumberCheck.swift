private import CRawPhoneNumber

/// libphonenumber called directly through the benchmarks' C shim (Debian libphonenumber-dev):
/// parse, is-valid and the number type, and nothing else; the baseline the `phone` plugin's
/// engine is compared with.
public enum RawPhoneNumberCheck {
    /// libphonenumber's number type (`PhoneNumberUtil::PhoneNumberType`: 0 fixed line,
    /// 1 mobile, …) of `text` (numbers without `+` belonging to `region`) when it parses into a
    /// valid number; `nil` when it does not.
    public static func validNumberType(of text: String, region: String) -> Int? {
        var text = text
        let type = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                region.withCString { crpn_parse_validity_and_type(characters.baseAddress, characters.count, $0) }
            }
        }
        return type < 0 ? nil : Int(type)
    }
}
