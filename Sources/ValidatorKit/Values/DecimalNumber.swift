/// A number written in decimal, held exactly: its sign, its significant digits and the power of
/// ten of the last one, so `-2.50` is `-25 × 10⁻¹` and `0.1 + 0.2` questions never arise.
///
/// What the `range` plugin compares: the text of a field (`"42"`, `"2.5"`, `"1e3"`) and its
/// bounds, without the rounding of binary floating point (`0.3` is a multiple of `0.1`).
struct DecimalNumber: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Whether the number is below zero; zero is never negative.
    let isNegative: Bool
    /// The significant digits, each 0 to 9, without leading or trailing zeros; empty for zero.
    let digits: [UInt8]
    /// The power of ten of the last digit.
    let exponent: Int

    /// What reading a text as a number found.
    enum Reading: Equatable {
        /// The whole text is a number.
        case number(DecimalNumber)
        /// The text is a beginning of a number (`-`, `1.`, `2e`), or empty.
        case prefix
        /// The character at this position cannot continue a number.
        case notANumber(position: Int)
    }

    /// Reads `text` as `-?[0-9]+(.[0-9]+)?([eE][+-]?[0-9]+)?`, the syntax of JSON numbers with
    /// leading zeros allowed (people type `05`).
    static func read(_ text: String) -> Reading {
        enum Part { case sign, integer, point, fraction, exponentMark, exponentSign, exponentDigits }
        var part = Part.sign
        var isNegative = false
        var digits: [UInt8] = []
        var pointShift = 0
        var exponentIsNegative = false
        var writtenExponent = 0
        for (position, byte) in text.utf8.enumerated() {
            let digit = byte &- UInt8(ascii: "0")
            let isDigit = digit < 10
            switch (part, byte) {
            case (.sign, UInt8(ascii: "-")) where !isNegative:
                isNegative = true
            case (.sign, _) where isDigit, (.integer, _) where isDigit:
                digits.append(digit)
                part = .integer
            case (.integer, UInt8(ascii: ".")):
                part = .point
            case (.point, _) where isDigit, (.fraction, _) where isDigit:
                digits.append(digit)
                pointShift -= 1
                part = .fraction
            case (.integer, UInt8(ascii: "e")), (.integer, UInt8(ascii: "E")),
                (.fraction, UInt8(ascii: "e")), (.fraction, UInt8(ascii: "E")):
                part = .exponentMark
            case (.exponentMark, UInt8(ascii: "+")), (.exponentMark, UInt8(ascii: "-")):
                exponentIsNegative = byte == UInt8(ascii: "-")
                part = .exponentSign
            case (.exponentMark, _) where isDigit, (.exponentSign, _) where isDigit, (.exponentDigits, _) where isDigit:
                // An exponent beyond any bound a text could reach compares the same.
                writtenExponent = min(writtenExponent * 10 + Int(digit), 1_000_000_000)
                part = .exponentDigits
            default:
                // Every byte before it is ASCII, so its offset is its character's position.
                return .notANumber(position: position)
            }
        }
        switch part {
        case .integer, .fraction, .exponentDigits:
            let exponent = pointShift + (exponentIsNegative ? -writtenExponent : writtenExponent)
            return .number(DecimalNumber(isNegative: isNegative, digits: digits, exponent: exponent))
        case .sign, .point, .exponentMark, .exponentSign:
            return .prefix
        }
    }

    /// The number `text` spells, or `nil` when it spells none.
    init?(_ text: String) {
        guard case .number(let number) = Self.read(text) else { return nil }
        self = number
    }

    /// The number written with `digits` (most significant first) times ten to `exponent`,
    /// normalized: leading and trailing zeros dropped.
    private init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        let leading = digits.firstIndex { $0 != 0 } ?? digits.endIndex
        let trailing = digits.lastIndex { $0 != 0 }.map { digits.index(after: $0) } ?? leading
        self.digits = Array(digits[leading..<trailing])
        self.exponent = self.digits.isEmpty ? 0 : exponent + (digits.endIndex - trailing)
        self.isNegative = isNegative && !self.digits.isEmpty
    }

    /// Whether the number is zero.
    var isZero: Bool { digits.isEmpty }

    /// The power of ten of the first digit, which orders numbers of one sign by size.
    var magnitude: Int { exponent + digits.count }

    static func < (left: DecimalNumber, right: DecimalNumber) -> Bool {
        if left.isNegative != right.isNegative { return left.isNegative }
        let smallerMagnitude = left.isNegative ? right : left
        let largerMagnitude = left.isNegative ? left : right
        return absoluteValue(of: smallerMagnitude, isBelow: largerMagnitude)
    }

    /// Whether `|left| < |right|`.
    private static func absoluteValue(of left: DecimalNumber, isBelow right: DecimalNumber) -> Bool {
        if left.isZero || right.isZero { return !right.isZero }
        if left.magnitude != right.magnitude { return left.magnitude < right.magnitude }
        for (leftDigit, rightDigit) in zip(left.digits, right.digits) where leftDigit != rightDigit {
            return leftDigit < rightDigit
        }
        return left.digits.count < right.digits.count
    }

    /// Whether the number is a whole multiple of `step`, a positive number of at most 18
    /// significant digits.
    func isMultiple(of step: DecimalNumber) -> Bool {
        if isZero { return true }
        // Both normalized: a last digit finer than the step's cannot be a multiple of it.
        guard exponent >= step.exponent else { return false }
        let divisor = step.digits.reduce(UInt64(0)) { $0 * 10 + UInt64($1) }
        var remainder: UInt64 = 0
        for digit in digits {
            remainder = Self.remainder(of: remainder, times: 10, plus: UInt64(digit), dividedBy: divisor)
        }
        let scale = Self.power(ofTen: exponent - step.exponent, modulo: divisor)
        return Self.remainder(of: remainder, times: scale, plus: 0, dividedBy: divisor) == 0
    }

    /// `(value × factor + addend) mod divisor`, without overflow.
    private static func remainder(
        of value: UInt64, times factor: UInt64, plus addend: UInt64, dividedBy divisor: UInt64
    ) -> UInt64 {
        let product = value.multipliedFullWidth(by: factor)
        let (sumLow, carry) = product.low.addingReportingOverflow(addend)
        let high = product.high + (carry ? 1 : 0)
        return divisor.dividingFullWidth((high % divisor, sumLow)).remainder
    }

    /// `10^power mod divisor`, by repeated squaring.
    private static func power(ofTen power: Int, modulo divisor: UInt64) -> UInt64 {
        var result: UInt64 = 1 % divisor
        var base: UInt64 = 10 % divisor
        var power = power
        while power > 0 {
            if power & 1 == 1 { result = remainder(of: result, times: base, plus: 0, dividedBy: divisor) }
            base = remainder(of: base, times: base, plus: 0, dividedBy: divisor)
            power >>= 1
        }
        return result
    }

    /// Zero.
    static let zero = DecimalNumber(isNegative: false, digits: [], exponent: 0)

    /// The number in its shortest exact spelling, as ECMAScript writes numbers: plain decimal
    /// from 10⁻⁶ up to below 10²¹ (`-2.5`, `1000`, `0.001`), scientific notation beyond
    /// (`1e+21`, `1.5e-7`), so that no number's text is longer than its digits and a few more.
    var description: String {
        if isZero { return "0" }
        let pointPosition = magnitude
        // Written byte by byte straight into the string's storage: no intermediate buffer. At
        // most a sign, 21 digits or the digits and 8 more bytes, or the digits, a point and an
        // exponent of up to 19 digits with its mark and sign.
        return String(unsafeUninitializedCapacity: digits.count + 32) { buffer in
            var count = 0
            func write(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            func writeDigits(_ positions: Range<Int>) {
                for position in positions { write(digits[position] + UInt8(ascii: "0")) }
            }
            if isNegative { write(UInt8(ascii: "-")) }
            if digits.count <= pointPosition, pointPosition <= 21 {
                writeDigits(digits.indices)
                for _ in 0..<exponent { write(UInt8(ascii: "0")) }
            } else if 0 < pointPosition, pointPosition <= 21 {
                writeDigits(0..<pointPosition)
                write(UInt8(ascii: "."))
                writeDigits(pointPosition..<digits.count)
            } else if -6 < pointPosition, pointPosition <= 0 {
                write(UInt8(ascii: "0"))
                write(UInt8(ascii: "."))
                for _ in 0..<(-pointPosition) { write(UInt8(ascii: "0")) }
                writeDigits(digits.indices)
            } else {
                writeDigits(0..<1)
                if digits.count > 1 {
                    write(UInt8(ascii: "."))
                    writeDigits(1..<digits.count)
                }
                let power = pointPosition - 1
                write(UInt8(ascii: "e"))
                write(power >= 0 ? UInt8(ascii: "+") : UInt8(ascii: "-"))
                for byte in String(power.magnitude).utf8 { write(byte) }
            }
            return count
        }
    }
}
