/// The leading digits of a card number, at most six, as a number: what brand detection reads.
struct IssuerPrefix: Sendable {
    /// The most leading digits any ``IssuerRange`` looks at.
    static let maximumDigitCount = 6

    /// The digits as a number (`"0042"` is 42 with a ``digitCount`` of 4).
    private(set) var value = 0
    /// How many digits were read.
    private(set) var digitCount = 0

    /// Whether all ``maximumDigitCount`` digits were read.
    var isComplete: Bool {
        digitCount == Self.maximumDigitCount
    }

    /// Appends one digit, 0 through 9, to a prefix that is not complete.
    @inline(__always)
    mutating func append(_ digit: Int) {
        value = value &* 10 &+ digit
        digitCount &+= 1
    }

    /// The first `count` digits.
    func truncated(to count: Int) -> IssuerPrefix {
        var truncated = self
        while truncated.digitCount > count {
            truncated.value /= 10
            truncated.digitCount -= 1
        }
        return truncated
    }

    /// The smallest and largest six-digit numbers that start with this prefix.
    var sixDigitBounds: (lowest: Int, highest: Int) {
        var lowest = value
        var highest = value
        for _ in digitCount..<Self.maximumDigitCount {
            lowest = lowest &* 10
            highest = highest &* 10 &+ 9
        }
        return (lowest, highest)
    }
}
