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

    /// libphonenumber's number type of `text` (read with `region`) and its E.164 form, when it
    /// parses into a valid number; `nil` when it does not: what a record needs of a phone number.
    public static func validNumberTypeAndE164(of text: String, region: String) -> (type: Int, e164: String)? {
        var text = text
        var e164 = (0 as UInt64, 0 as UInt64, 0 as UInt64)  // 24 bytes: `+` and at most 17 digits, and `\0`
        let type = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                withUnsafeMutableBytes(of: &e164) { buffer in
                    region.withCString {
                        crpn_parse_validity_type_and_e164(
                            characters.baseAddress, characters.count, $0,
                            buffer.baseAddress?.assumingMemoryBound(to: CChar.self), buffer.count)
                    }
                }
            }
        }
        guard type >= 0 else { return nil }
        let formatted = withUnsafeBytes(of: &e164) { buffer in
            String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
        }
        return (Int(type), formatted)
    }
}
