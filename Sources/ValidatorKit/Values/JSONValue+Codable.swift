#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONValue: Codable {
    /// Reads any JSON value; a whole number that fits an `Int` as ``integer(_:)``, any other
    /// number through `Double` (a decoder offers no number's text): the shortest spelling that
    /// reads back as that `Double`. ``record(from:)`` keeps a record's numbers exact.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let truth = try? container.decode(Bool.self) {
            self = .boolean(truth)
        } else if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else if let number = try? container.decode(Double.self) {
            self = JSONValue(readingNumber: number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Writes the value as the matching JSON value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .boolean(let truth): try container.encode(truth)
        case .integer(let number): try container.encode(number)
        case .number(let number):
            // Written exactly where a `Decimal` holds the number (38 digits), else its nearest
            // `Double`.
            if let decimal = number.exactDecimal {
                try container.encode(decimal)
            } else {
                try container.encode(number.doubleValue)
            }
        case .string(let text): try container.encode(text)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(members)
        }
    }
}

extension JSONNumber {
    /// The number as a `Decimal` when one holds it exactly (at most 38 digits, a power of ten
    /// within ±127); `nil` otherwise.
    fileprivate var exactDecimal: Decimal? {
        guard value.digits.count <= 38, (-127...127).contains(value.exponent),
            let significand = Decimal(string: String(decoding: value.digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self))
        else { return nil }
        return Decimal(sign: value.isNegative ? .minus : .plus, exponent: value.exponent, significand: significand)
    }
}
