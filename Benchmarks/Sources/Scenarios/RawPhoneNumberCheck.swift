@_spi(Benchmarks) import ValidatorKitPhone

/// libphonenumber called directly through the C shim, parse and is-valid and nothing else: the
/// baseline the `phone` plugin is compared with.
public enum RawPhoneNumberCheck {
    /// Whether libphonenumber parses `text` (numbers without `+` belonging to `region`) into a
    /// valid number.
    public static func isValid(_ text: String, region: String) -> Bool {
        PhoneNumberLibrary.isValid(text, region: region)
    }
}
