/// The Luhn (mod 10) checksum of a digit sequence, built one digit at a time from the left.
///
/// Which digits the algorithm doubles depends on the count from the right, which is unknown
/// until the end, so the checksum keeps both sums: one as if the last digit appended is the check
/// digit (left alone), one as if it is doubled. Appending swaps their roles, so one pass and no
/// storage suffice.
struct LuhnChecksum: Sendable {
    /// How many digits were appended.
    private(set) var digitCount = 0
    /// The sum when the last digit appended is the check digit.
    private var sumWithLastDigitKept = 0
    /// The sum when the last digit appended is doubled.
    private var sumWithLastDigitDoubled = 0

    /// Appends one digit, 0 through 9.
    @inline(__always)
    mutating func append(_ digit: Int) {
        let doubled = digit &* 2 &- (digit > 4 ? 9 : 0)
        let kept = sumWithLastDigitDoubled &+ digit
        sumWithLastDigitDoubled = sumWithLastDigitKept &+ doubled
        sumWithLastDigitKept = kept
        digitCount &+= 1
    }

    /// Whether the digits so far, the last one being the check digit, pass the check.
    var passes: Bool {
        sumWithLastDigitKept % 10 == 0
    }

    /// The digit that, appended, makes the sequence pass.
    var checkDigit: Int {
        (10 - sumWithLastDigitDoubled % 10) % 10
    }
}
