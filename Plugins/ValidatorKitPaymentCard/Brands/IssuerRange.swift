/// A range of issuer identification numbers, the leading digits of a card number, all with the
/// same number of digits: `4`, `34`, `51…55`, `2221…2720`, `650031…650033`.
///
/// A range with more digits is more specific: when the ranges of two brands both match, the
/// longer one wins (`6011` is Discover although Maestro claims `6`).
public struct IssuerRange: Sendable, Hashable, CustomStringConvertible {
    /// The lowest number in the range.
    public let first: Int
    /// The highest number in the range.
    public let last: Int
    /// How many leading digits of a card number the range looks at, 1 through 6.
    public let digitCount: Int

    /// The numbers `range`, whose bounds have the same number of digits.
    init(_ range: ClosedRange<Int>) {
        let digitCount = Self.digitCount(of: range.lowerBound)
        precondition(
            range.lowerBound > 0 && digitCount == Self.digitCount(of: range.upperBound)
                && digitCount <= IssuerPrefix.maximumDigitCount,
            "an issuer range has bounds of the same number of digits, at most six")
        first = range.lowerBound
        last = range.upperBound
        self.digitCount = digitCount
    }

    /// The single number `prefix`.
    init(_ prefix: Int) {
        self.init(prefix...prefix)
    }

    /// `"4"` or `"51-55"`.
    public var description: String {
        first == last ? String(first) : "\(first)-\(last)"
    }

    private static func digitCount(of number: Int) -> Int {
        var count = 1
        var rest = number / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}
