#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension OptionValue: Codable {
    /// Reads a JSON `true`/`false`, whole number or string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let truth = try? container.decode(Bool.self) {
            self = .boolean(truth)
        } else if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else {
            throw DecodingError.typeMismatch(
                OptionValue.self,
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected a string, integer or boolean"))
        }
    }

    /// Writes the value as a JSON `true`/`false`, number or string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .integer(let number): try container.encode(number)
        case .boolean(let truth): try container.encode(truth)
        }
    }
}
