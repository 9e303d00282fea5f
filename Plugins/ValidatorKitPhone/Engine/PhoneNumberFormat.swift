/// One of a territory's formats: numbers matching ``pattern`` whose start matches
/// ``leadingDigits`` are written as ``format`` says (`\1 \2-\3`).
struct PhoneNumberFormat: Sendable, Decodable {
    /// The national significant numbers of the format, its groups the parts written.
    let pattern: PhonePattern
    /// How the groups are written, such as `(\1) \2-\3`.
    let format: String
    /// Patterns of the numbers' leading digits, ever more precise; the last is the one matched.
    let leadingDigits: [PhonePattern]
    /// How the first group is written in national form, with the national prefix, such as `0\1`.
    let nationalPrefixFormattingRule: String?
    /// Whether the national prefix may be left out of the national form.
    let nationalPrefixOptionalWhenFormatting: Bool
    /// How the first group is written with a carrier code (`$CC`).
    let carrierCodeFormattingRule: String?

    private enum CodingKeys: String, CodingKey {
        case pattern, format, leadingDigits, nationalPrefixFormattingRule, nationalPrefixOptionalWhenFormatting,
            carrierCodeFormattingRule
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pattern = try container.decode(PhonePattern.self, forKey: .pattern)
        format = try container.decode(String.self, forKey: .format)
        leadingDigits = try container.decodeIfPresent([PhonePattern].self, forKey: .leadingDigits) ?? []
        nationalPrefixFormattingRule = try container.decodeIfPresent(String.self, forKey: .nationalPrefixFormattingRule)
        nationalPrefixOptionalWhenFormatting =
            try container.decodeIfPresent(Bool.self, forKey: .nationalPrefixOptionalWhenFormatting) ?? false
        carrierCodeFormattingRule = try container.decodeIfPresent(String.self, forKey: .carrierCodeFormattingRule)
    }
}
