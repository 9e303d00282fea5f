public import ValidatorKit

/// The `phone` plugin: phone numbers judged by libphonenumber's rules on its current metadata,
/// formatted as you type.
///
/// Options: `region` (default `US`), `types` (comma-separated, such as `mobile,fixed-line`;
/// every type when absent) and `regionField` (a field holding the region, such as `country`).
/// It builds a ``PhoneValidator``, or with `regionField` a ``RegionalPhoneValidator``.
public struct PhonePlugin: ValidatorPlugin {
    /// The identifier, kept here for the errors of the `types` parser.
    static let phoneIdentifier = "phone"

    /// What the `types` option accepts, as its error messages say it.
    static let typesExpectation = "a comma-separated list of " + typeNames

    /// Every type name, in declaration order.
    private static let typeNames = PhoneNumberType.allCases.map(\.rawValue).joined(separator: ", ")

    /// `"phone"`.
    public let identifier = Self.phoneIdentifier
    /// One line for listings, naming the metadata's version: "… (metadata 9.0.43)".
    public var summary: String {
        "Phone numbers checked on libphonenumber's metadata and formatted as you type (metadata \(PhoneValidator.metadataVersion))"
    }
    /// `region`, `types` and `regionField`.
    public let options = [
        OptionDescription(
            name: "region", type: .string, defaultValue: .string("US"),
            documentation: "ISO 3166 alpha-2 region of numbers written without +, such as US or GB"),
        OptionDescription(
            name: "types", type: .string,
            documentation: "Accepted number types, comma-separated (\(Self.typeNames)); all when absent"),
        OptionDescription(
            name: "regionField", type: .string,
            documentation: "Identifier of a field holding the region (its own item's or group's first, then the form's), such as country; region while it holds none"),
    ]

    /// `phone.character`, `phone.country`, `phone.too_long`, `phone.invalid`, `phone.type` and
    /// `phone.failure`.
    public let failureCodes = [
        FailureCodeDescription(.phoneCharacter, parameters: [.integer("position")]),
        FailureCodeDescription(.phoneCountry),
        FailureCodeDescription(.phoneTooLong),
        FailureCodeDescription(.phoneInvalid),
        FailureCodeDescription(.phoneType, parameters: [.text("type"), .text("allowed")]),
        FailureCodeDescription(.phoneFailure),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds a ``PhoneValidator``; throws `ValidatorConfigurationError` for an unsupported
    /// region or an unknown type name.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        let types = try options.string("types").map(Self.parseTypes)
        let region = options.string("region") ?? "US"
        do {
            let validator = try PhoneValidator(region: region, allowedTypes: types)
            guard let regionField = options.string("regionField") else { return validator }
            return RegionalPhoneValidator(regionField: regionField, fallback: validator)
        } catch {
            switch error.code {
            case .unsupportedRegion:
                throw ValidatorConfigurationError.invalidOptionValue(
                    "region", plugin: identifier, given: region,
                    expected: "an ISO 3166 alpha-2 code of a region libphonenumber supports: "
                        + PhoneValidator.supportedRegions.joined(separator: ", "))
            default:
                throw ValidatorConfigurationError.invalidOptionValue(
                    "types", plugin: identifier, given: "", expected: Self.typesExpectation)
            }
        }
    }

    /// The types named in `list`, separated by commas or spaces, such as `"mobile, fixed-line"`.
    private static func parseTypes(_ list: String) throws -> Set<PhoneNumberType> {
        let names = list.split { $0 == "," || $0.isWhitespace }
        let types = Set(names.compactMap { PhoneNumberType(rawValue: String($0)) })
        guard !types.isEmpty, types.count == Set(names).count else {
            throw ValidatorConfigurationError.invalidOptionValue(
                "types", plugin: phoneIdentifier, given: list, expected: typesExpectation)
        }
        return types
    }
}
