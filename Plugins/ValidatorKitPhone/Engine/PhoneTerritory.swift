/// What libphonenumber's metadata says about one region, or about one non-geographic country
/// calling code (region `"001"`): its codes and prefixes, its number descriptions by type, and
/// its formats.
final class PhoneTerritory: Sendable, Decodable {
    /// The region of non-geographic country calling codes (UN M.49 "World").
    static let nonGeographicRegion = "001"

    /// The region code, such as `"US"`, or `"001"`.
    let id: String
    /// The country calling code, such as 1.
    let countryCode: Int
    /// The prefix dialled to call abroad from the region (a pattern), such as `011`.
    let internationalPrefix: PhonePattern?
    /// What a national number may start with that is not part of it (a national prefix, a
    /// carrier code): a pattern whose groups, with ``nationalPrefixTransformRule``, say what to
    /// keep.
    let nationalPrefixForParsing: PhonePattern?
    /// How to rewrite a number whose start ``nationalPrefixForParsing`` matched (`\1` … for its groups).
    let nationalPrefixTransformRule: String?
    /// Whether fixed-line and mobile numbers share one pattern (then every such number is
    /// fixed-line-or-mobile).
    let sameMobileAndFixedLinePattern: Bool
    /// The leading digits telling this region's numbers from those of others sharing its code.
    let leadingDigits: PhonePattern?
    /// All the region's numbers.
    let generalDescription: PhoneNumberDescription
    /// The descriptions of the region's number types, in the order libphonenumber tries them.
    let descriptions: [PhoneNumberType: PhoneNumberDescription]
    /// The formats of national and (when ``internationalFormats`` is empty) international forms.
    let nationalFormats: [PhoneNumberFormat]
    /// The formats of international forms when they differ from the national ones.
    let internationalFormats: [PhoneNumberFormat]

    private enum CodingKeys: String, CodingKey {
        case id, countryCode, internationalPrefix, nationalPrefixForParsing, nationalPrefixTransformRule,
            sameMobileAndFixedLinePattern, leadingDigits,
            generalDesc, fixedLine, mobile, tollFree, premiumRate, sharedCost, personalNumber, voip, pager, uan,
            voicemail, numberFormats, intlNumberFormats
    }

    /// The key of each type's description.
    private static let descriptionKeys: [(PhoneNumberType, CodingKeys)] = [
        (.fixedLine, .fixedLine), (.mobile, .mobile), (.tollFree, .tollFree), (.premiumRate, .premiumRate),
        (.sharedCost, .sharedCost), (.personalNumber, .personalNumber), (.voip, .voip), (.pager, .pager),
        (.universalAccess, .uan), (.voicemail, .voicemail),
    ]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        countryCode = try container.decode(Int.self, forKey: .countryCode)
        internationalPrefix = try container.decodeIfPresent(PhonePattern.self, forKey: .internationalPrefix)
        nationalPrefixForParsing = try container.decodeIfPresent(PhonePattern.self, forKey: .nationalPrefixForParsing)
        nationalPrefixTransformRule = try container.decodeIfPresent(String.self, forKey: .nationalPrefixTransformRule)
        sameMobileAndFixedLinePattern =
            try container.decodeIfPresent(Bool.self, forKey: .sameMobileAndFixedLinePattern) ?? false
        leadingDigits = try container.decodeIfPresent(PhonePattern.self, forKey: .leadingDigits)
        generalDescription = try container.decode(PhoneNumberDescription.self, forKey: .generalDesc)
        var descriptions: [PhoneNumberType: PhoneNumberDescription] = [:]
        for (type, key) in Self.descriptionKeys {
            descriptions[type] = try container.decodeIfPresent(PhoneNumberDescription.self, forKey: key)
        }
        self.descriptions = descriptions
        nationalFormats = try container.decodeIfPresent([PhoneNumberFormat].self, forKey: .numberFormats) ?? []
        internationalFormats = try container.decodeIfPresent([PhoneNumberFormat].self, forKey: .intlNumberFormats) ?? []
    }
}
