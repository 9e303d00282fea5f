/// The Luhn check as most people would first write it: over `Character`s, from the right,
/// with `wholeNumberValue`. The baseline the `luhn` validator is compared with.
public enum StraightforwardLuhn {
    /// Whether `number`, digits only and at least two of them, ends in the right check digit.
    public static func isValid(_ number: String) -> Bool {
        var sum = 0
        var count = 0
        for (offset, character) in number.reversed().enumerated() {
            guard character.isASCII, let digit = character.wholeNumberValue else { return false }
            if offset % 2 == 1 {
                let doubled = digit * 2
                sum += doubled > 9 ? doubled - 9 : doubled
            } else {
                sum += digit
            }
            count += 1
        }
        return count >= 2 && sum % 10 == 0
    }
}
