public import ValidatorKit

extension CardExpiryValidator: ValueNormalizer {
    /// The month the expiry names as `YYYY-MM`, a two-digit year read in the 2000s:
    /// `12/30` and `12 / 2030` are both stored as `2030-12`.
    public func normalizedValue(of text: String) -> String {
        // The digits read as they come, no array made of them: two of the month, then the year's.
        var digitCount = 0
        var month = 0
        var written = 0
        for byte in text.utf8 where ASCII.digitValue(byte) < 10 {
            digitCount += 1
            guard digitCount <= 6 else { return text }
            if digitCount <= 2 {
                month = month * 10 + ASCII.digitValue(byte)
            } else {
                written = written * 10 + ASCII.digitValue(byte)
            }
        }
        guard digitCount == 4 || digitCount == 6 else { return text }
        let year = digitCount == 4 ? 2000 + written : written
        // Written byte by byte: the year in decimal (four digits at most), a dash, the month in
        // two; no numbers turned into strings and joined.
        return String(unsafeUninitializedCapacity: 7) { bytes in
            var count = 0
            var place = 1000
            while place > 1, year < place {
                place /= 10
            }
            while place > 0 {
                bytes[count] = UInt8(ascii: "0") + UInt8(year / place % 10)
                count += 1
                place /= 10
            }
            bytes[count] = UInt8(ascii: "-")
            bytes[count + 1] = UInt8(ascii: "0") + UInt8(month / 10)
            bytes[count + 2] = UInt8(ascii: "0") + UInt8(month % 10)
            return count + 3
        }
    }
}
