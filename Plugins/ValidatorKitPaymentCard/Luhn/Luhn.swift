/// The Luhn (mod 10) check digit algorithm of ISO/IEC 7812-1, for direct use and benchmarks.
///
/// Both functions read the UTF-8 bytes of their argument in one pass and allocate nothing.
///
/// ```swift
/// Luhn.isValid("79927398713")    // true
/// Luhn.checkDigit(for: "7992739871")  // 3
/// ```
public enum Luhn {
    /// Whether `digits`, ASCII digits only and at least two of them, ends in the right check digit.
    ///
    /// Anything else in the text (spaces included) makes the answer `false`.
    public static func isValid(_ digits: String) -> Bool {
        let reading = LuhnReading.read(digits)
        return !reading.stoppedAtOtherByte
            && reading.checksum.digitCount >= LuhnValidator.minimumDigitCount
            && reading.checksum.passes
    }

    /// The check digit (0 through 9) to append to `payload`, or `nil` when `payload` is empty
    /// or holds anything but ASCII digits.
    public static func checkDigit(for payload: String) -> Int? {
        let reading = LuhnReading.read(payload)
        guard !reading.stoppedAtOtherByte, reading.checksum.digitCount > 0 else { return nil }
        return reading.checksum.checkDigit
    }
}
