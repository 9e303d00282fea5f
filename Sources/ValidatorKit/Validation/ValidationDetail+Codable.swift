#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ValidationDetail: Codable {
    /// Reads a JSON string, whole number, `true`/`false` or array of those.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let truth = try? container.decode(Bool.self) {
            self = .boolean(truth)
        } else if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else {
            self = .list(try container.decode([ValidationDetail].self))
        }
    }

    /// Writes the detail as the matching JSON value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .integer(let number): try container.encode(number)
        case .boolean(let truth): try container.encode(truth)
        case .list(let items): try container.encode(items)
        }
    }
}
