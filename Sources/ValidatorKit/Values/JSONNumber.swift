/// A JSON number held exactly, as its decimal text says, with a `Double` view for arithmetic.
///
/// What ``JSONValue/number(_:)`` holds: a record's `2.8000000000000000001` stays above `2.8`,
/// `42.000000000000000000001` is not whole, and `1e400` is a number larger than any `Double`
/// rather than infinity.
///
/// ```swift
/// let number = JSONNumber("2.8000000000000000001")!
/// number > JSONNumber("2.8")!          // true
/// number.doubleValue                    // 2.8
/// JSONNumber("1e400")!.description      // "1e+400"
/// JSONNumber("0.50")!.description       // "0.5"
/// ```
///
/// Two numbers are equal when their values are (`0.50` and `0.5`), and they order by value.
public struct JSONNumber: Sendable, Hashable, Comparable, LosslessStringConvertible {
    /// The exact value.
    let value: DecimalNumber

    /// The number `text` spells by JSON's grammar (`-0.5e3`; never `01`, `.5`, `+1`, `inf`), or
    /// `nil` when it spells none.
    public init?(_ text: String) {
        guard Self.followsGrammar(text.utf8), let value = DecimalNumber(text) else { return nil }
        self.value = value
    }

    /// The number `value` is, written with the fewest digits that read back as it (`0.1` is
    /// one tenth); `nil` for infinities and NaN, which JSON cannot write.
    public init?(_ value: Double) {
        guard value.isFinite, let exact = DecimalNumber(value.description) else { return nil }
        self.value = exact
    }

    /// Wraps a value already read.
    init(exactly value: DecimalNumber) {
        self.value = value
    }

    /// The number in its shortest exact spelling: plain decimal from 10⁻⁶ up to below 10²¹
    /// (`-2.5`, `0.000001`, `100000000000000000000`), scientific notation beyond (`1e+21`,
    /// `1.5e-7`), as ECMAScript writes numbers. Reading it back gives the same number.
    public var description: String { value.description }

    /// The `Double` nearest the number: `±infinity` beyond `Double`'s range, `0` for numbers
    /// too small for it.
    public var doubleValue: Double {
        Double(value.description) ?? .nan
    }

    /// Whether the number has no fractional part: `3`, `3.0`, `1e400`; not
    /// `42.000000000000000000001`.
    public var isWhole: Bool {
        value.exponent >= 0
    }

    /// Whether the number lies within `Double`'s finite range, so that ``doubleValue`` is not
    /// an infinity (it may still be rounded, or `0` for a number too small for it).
    public var isWithinDoubleRange: Bool {
        // Below 10³⁰⁸ every number is (`Double` reaches 1.79 × 10³⁰⁸), known without writing it.
        value.magnitude <= 308 || doubleValue.isFinite
    }

    /// The number as an `Int` when it is whole and an `Int` holds it; `nil` otherwise.
    var exactInteger: Int? {
        guard isWhole, value.digits.count + value.exponent <= 19 else { return nil }
        var magnitude: UInt64 = 0
        for digit in value.digits {
            magnitude = magnitude * 10 + UInt64(digit)
        }
        for _ in 0..<value.exponent {
            let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            magnitude = product
        }
        if value.isNegative {
            guard magnitude <= UInt64(Int.max) + 1 else { return nil }
            return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
        }
        guard magnitude <= UInt64(Int.max) else { return nil }
        return Int(magnitude)
    }

    /// Whether the number is below zero.
    var isNegative: Bool { value.isNegative }

    /// Whether `left` is below `right`, compared exactly.
    public static func < (left: JSONNumber, right: JSONNumber) -> Bool {
        left.value < right.value
    }

    /// Whether `bytes` is one JSON number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func followsGrammar(_ bytes: some Collection<UInt8>) -> Bool {
        var index = bytes.startIndex
        func take(_ accepted: (UInt8) -> Bool) -> Bool {
            guard index != bytes.endIndex, accepted(bytes[index]) else { return false }
            index = bytes.index(after: index)
            return true
        }
        func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
        func takeDigits() -> Bool {
            guard take(isDigit) else { return false }
            while take(isDigit) {}
            return true
        }
        _ = take { $0 == UInt8(ascii: "-") }
        if !take({ $0 == UInt8(ascii: "0") }) {
            guard take({ $0 &- UInt8(ascii: "1") < 9 }) else { return false }
            while take(isDigit) {}
        }
        if take({ $0 == UInt8(ascii: ".") }), !takeDigits() { return false }
        if take({ $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            _ = take { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
            guard takeDigits() else { return false }
        }
        return index == bytes.endIndex
    }
}

extension JSONNumber: ExpressibleByFloatLiteral {
    /// A number written in code: `["ratio": .number(0.5)]`, through `Double` (read a text
    /// for more digits than a `Double` keeps). A literal is always finite.
    public init(floatLiteral value: Double) {
        self.value = DecimalNumber(value.description) ?? .zero
    }
}
