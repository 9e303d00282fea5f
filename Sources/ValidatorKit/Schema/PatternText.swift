/// Pieces of JSON Schema `pattern` text that mean the same in ECMA-262 and in the other dialects
/// schema validators use (Python's `re`, PCRE2).
package enum PatternText {
    /// `scalar` as it matches itself: outside a character class, or inside one when `inClass`.
    ///
    /// Syntax characters are escaped (only those: ECMA-262's `u` flag refuses other escapes);
    /// control characters are spelled `\xHH`; any other character is written as it is (a
    /// pattern is read with ECMA-262's `u` flag, as JSON Schema validators such as Ajv read it,
    /// so a character beyond the Basic Multilingual Plane is one character, not two).
    package static func literal(_ scalar: Unicode.Scalar, inClass: Bool) -> String {
        let syntax: Set<Unicode.Scalar> = inClass ? ["\\", "]", "[", "^", "-"] : ["\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}"]
        if syntax.contains(scalar) { return "\\" + String(scalar) }
        if scalar.value < 0x20 || scalar.value == 0x7F {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\x" + (hex.count == 1 ? "0" + hex : hex)
        }
        return String(scalar)
    }

    /// A pattern matching exactly the texts `body` matches as a whole: `^(?:body)$`.
    package static func wholeText(_ body: String) -> String {
        "^(?:" + body + ")$"
    }
}
