/// One of a territory's formats: numbers matching ``pattern`` whose start matches
/// ``leadingDigits`` are written as ``format`` says (`\1 \2-\3`).
///
/// A class, made once with the metadata and never changed: a copy is one reference, so the
/// threads of `check --jobs` reading the same territory take one reference count, not one for
/// each of its patterns, lists and texts.
final class PhoneNumberFormat: Sendable {
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

    /// The format the resource writes as `object`.
    init(_ object: PhoneMetadataObject) throws(PhoneMetadataError) {
        pattern = object.patterns.pattern(try object.string("pattern"))
        format = try object.string("format")
        leadingDigits = try object.patternList("leadingDigits")
        nationalPrefixFormattingRule = try object.optionalString("nationalPrefixFormattingRule")
        nationalPrefixOptionalWhenFormatting = try object.boolean("nationalPrefixOptionalWhenFormatting")
        carrierCodeFormattingRule = try object.optionalString("carrierCodeFormattingRule")
    }

    /// A copy of `original` sharing no reference-counted storage with it: its patterns from
    /// `patterns` (``PhoneTerritory/init(copying:patterns:)``).
    init(copying original: PhoneNumberFormat, patterns: PhonePatternTable) {
        pattern = patterns.pattern(original.pattern.source)
        format = original.format
        leadingDigits = original.leadingDigits.map { patterns.pattern($0.source) }
        nationalPrefixFormattingRule = original.nationalPrefixFormattingRule
        nationalPrefixOptionalWhenFormatting = original.nationalPrefixOptionalWhenFormatting
        carrierCodeFormattingRule = original.carrierCodeFormattingRule
    }
}
