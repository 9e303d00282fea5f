/// What Python's `str` methods and `re` classes answer for one character, as zxcvbn 4.5.0 (a
/// Python program) asks them: its answers are the estimator's reference, so the port reads
/// characters as Python 3 does, on code points, not as Swift's grapheme clusters.
enum PythonText {
    /// `str.lower()` of `text`: each code point's full lowercase mapping (`İ` becomes two code
    /// points, as in Python).
    ///
    /// Python's one context rule (a final capital sigma becomes `ς`, not `σ`) is left out: either
    /// is a non-ASCII letter, and the estimator compares lowercase text only with the frequency
    /// lists' ASCII words and with the text itself, where both sigmas differ from `Σ` alike.
    static func lowercased<Characters: Collection<Unicode.Scalar>>(_ text: Characters) -> [Unicode.Scalar] {
        var lowered: [Unicode.Scalar] = []
        lowered.reserveCapacity(text.count)
        for scalar in text {
            if scalar.isASCII {
                lowered.append(isASCIIUppercase(scalar) ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar)
            } else {
                lowered.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return lowered
    }

    /// Whether `scalar` is one of `A`–`Z` (the class `[A-Z]`).
    static func isASCIIUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x41 && scalar.value <= 0x5A
    }

    /// Whether `scalar` is one of `a`–`z` (the class `[a-z]`).
    static func isASCIILowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x61 && scalar.value <= 0x7A
    }

    /// `\d` of Python's `re` on text: a decimal digit of any script (general category Nd).
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        // The ASCII digits are the only ASCII characters of the category, read without a lookup.
        scalar.isASCII ? (0x30...0x39).contains(scalar.value) : scalar.properties.numericType == .decimal
    }

    /// The value of a decimal digit of any script, as `int()` reads it.
    static func digitValue(_ scalar: Unicode.Scalar) -> Int {
        scalar.isASCII ? Int(scalar.value) - 0x30 : Int(scalar.properties.numericValue ?? 0)
    }

    /// `int()` of a run of decimal digits (any script).
    static func integer<Digits: Collection<Unicode.Scalar>>(_ digits: Digits) -> Int {
        digits.reduce(0) { $0 * 10 + digitValue($1) }
    }

    /// `\s` of Python's `re` on text (`str.isspace()`): Unicode's white space and the four
    /// information separators U+001C–U+001F, which Python counts too.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        (0x1C...0x1F).contains(scalar.value) || scalar.properties.isWhitespace
    }

    /// `str.isupper()` of one character: Unicode's derived property Uppercase.
    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isUppercase
    }

    /// `str.islower()` of one character: Unicode's derived property Lowercase.
    static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isLowercase
    }
}
