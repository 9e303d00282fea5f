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
        // The doubled digit, its digits summed, looked up in a constant of ten nibbles
        // (0 2 4 6 8 1 3 5 7 9), so that each sum waits for one addition only.
        let doubled = (0x97_5318_6420 &>> (digit &* 4)) & 0xF
        let kept = sumWithLastDigitDoubled &+ digit
        sumWithLastDigitDoubled = sumWithLastDigitKept &+ doubled
        sumWithLastDigitKept = kept
        digitCount &+= 1
    }

    /// Appends eight digits at once, given as ``ASCII/digitValues(ofEight:)`` returns them: one
    /// value per byte, the first digit in the lowest byte.
    @inline(__always)
    mutating func append(eightDigits values: UInt64) {
        let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
        // The 1st, 3rd, 5th and 7th digits, and the 2nd, 4th, 6th and 8th, in 16-bit lanes.
        let odd = values & lanes
        let even = (values &>> 8) & lanes
        // 1 in the byte of each digit above 4, whose doubled value loses 9 to the digit sum.
        let aboveFour = ((values &+ 0x7B7B_7B7B_7B7B_7B7B) &>> 7) & 0x0101_0101_0101_0101
        let oddSum = Self.sumOfLanes(odd)
        let evenSum = Self.sumOfLanes(even)
        let oddDoubled = 2 &* oddSum &- 9 &* Self.sumOfLanes(aboveFour & lanes)
        let evenDoubled = 2 &* evenSum &- 9 &* Self.sumOfLanes((aboveFour &>> 8) & lanes)
        // The 8th digit is now the last: the even ones are kept and the odd ones doubled when
        // it is the check digit, and the other way round when it is doubled. Eight appends swap
        // the two sums back, so each keeps its role.
        sumWithLastDigitKept &+= evenSum &+ oddDoubled
        sumWithLastDigitDoubled &+= oddSum &+ evenDoubled
        digitCount &+= 8
    }

    /// The sum of four 16-bit lanes, each at most 255.
    @inline(__always)
    private static func sumOfLanes(_ lanes: UInt64) -> Int {
        Int(truncatingIfNeeded: (lanes &* 0x0001_0001_0001_0001) &>> 48)
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
