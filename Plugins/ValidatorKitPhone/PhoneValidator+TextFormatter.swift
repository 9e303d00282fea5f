public import ValidatorKit

extension PhoneValidator: TextFormatter {
    /// The display text for `text`: the as-you-type formatter (libphonenumber's, ported), run afresh over the
    /// digits of `text` (and a plus sign before them), so that edits anywhere format correctly. A field keeps
    /// the formatter between its texts instead (``makeSession()``).
    ///
    /// With region US, `"6502530000"` shows as `"(650) 253-0000"` and `"+442070313000"` as
    /// `"+44 20 7031 3000"`. Digits of other scripts show as ASCII digits (`"６５０"` as `"650"`);
    /// other characters are left out.
    public func formatted(_ text: String) -> String {
        var session = PhoneAsYouTypeSession(region: region)
        return session.formatted(text)
    }

    /// A session for one field's texts that steps the as-you-type formatter once for a digit typed at
    /// the end, and types the whole text afresh after any other edit.
    public func makeSession() -> any TextFormattingSession {
        PhoneAsYouTypeSession(region: region)
    }

    /// The digits of `text` in ASCII, after a plus sign when one comes before them, written
    /// straight into the string's storage (no longer than `text`'s UTF-8).
    static func typedCharacters(of text: String) -> String {
        String(unsafeUninitializedCapacity: text.utf8.count) { bytes in
            var count = 0
            for scalar in text.unicodeScalars {
                if let digit = PhoneCharacters.asciiDigit(for: scalar) {
                    bytes[count] = UInt8(digit.value)
                    count += 1
                } else if count == 0, PhoneCharacters.isPlusSign(scalar) {
                    bytes[0] = UInt8(ascii: "+")
                    count = 1
                }
            }
            return count
        }
    }
}
