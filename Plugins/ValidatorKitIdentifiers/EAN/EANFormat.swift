/// Which GS1 article numbers an ``EANValidator`` accepts: the `format` option of the `ean` plugin.
public enum EANFormat: String, Sendable, Hashable, CaseIterable {
    /// EAN-8, EAN-13 and GTIN-14 alike (the default).
    case any
    /// Only 8-digit EAN-8 numbers.
    case ean8
    /// Only 13-digit EAN-13 numbers.
    case ean13
    /// Only 14-digit GTIN-14 numbers, as on cases and pallets.
    case gtin14

    /// The lengths accepted, shortest first.
    var lengths: [Int] {
        switch self {
        case .any: [8, 13, 14]
        case .ean8: [8]
        case .ean13: [13]
        case .gtin14: [14]
        }
    }

    /// The most digits an accepted number has.
    var longest: Int { lengths[lengths.count - 1] }

    /// The name of the format of `length` digits, one of the accepted lengths.
    static func name(ofLength length: Int) -> String {
        switch length {
        case 8: EANFormat.ean8.rawValue
        case 13: EANFormat.ean13.rawValue
        default: EANFormat.gtin14.rawValue
        }
    }
}
