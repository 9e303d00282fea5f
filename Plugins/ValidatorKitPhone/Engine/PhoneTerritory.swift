/// What libphonenumber's metadata says about one region, or about one non-geographic country
/// calling code (region `"001"`): its codes and prefixes, its number descriptions by type, and
/// its formats.
final class PhoneTerritory: Sendable {
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
    /// The description of the region's fixed-line numbers.
    let fixedLineDescription: PhoneNumberDescription?
    /// The description of the region's mobile numbers.
    let mobileDescription: PhoneNumberDescription?
    /// The descriptions of the region's other number types, in the order libphonenumber tries
    /// them (before fixed-line and mobile): an array, so classifying a number hashes no type.
    let otherDescriptions: [(type: PhoneNumberType, description: PhoneNumberDescription)]
    /// The formats of national and (when ``internationalFormats`` is empty) international forms.
    let nationalFormats: [PhoneNumberFormat]
    /// The formats of international forms when they differ from the national ones.
    let internationalFormats: [PhoneNumberFormat]

    /// The resource's key of each type's description but fixed-line's and mobile's, in the
    /// order libphonenumber tries the types (`getNumberTypeHelper`).
    private static let otherDescriptionKeys: [(PhoneNumberType, String)] = [
        (.premiumRate, "premiumRate"), (.tollFree, "tollFree"), (.sharedCost, "sharedCost"), (.voip, "voip"),
        (.personalNumber, "personalNumber"), (.pager, "pager"), (.universalAccess, "uan"), (.voicemail, "voicemail"),
    ]

    /// The territory the resource writes as `object`.
    init(_ object: PhoneMetadataObject) throws(PhoneMetadataError) {
        id = try object.string("id")
        countryCode = try object.integer("countryCode")
        internationalPrefix = try object.pattern("internationalPrefix")
        nationalPrefixForParsing = try object.pattern("nationalPrefixForParsing")
        nationalPrefixTransformRule = try object.optionalString("nationalPrefixTransformRule")
        sameMobileAndFixedLinePattern = try object.boolean("sameMobileAndFixedLinePattern")
        leadingDigits = try object.pattern("leadingDigits")
        guard let general = try object.object("generalDesc", PhoneNumberDescription.init) else {
            throw PhoneMetadataError(path: ["generalDesc"], expected: "an object")
        }
        generalDescription = general
        fixedLineDescription = try object.object("fixedLine", PhoneNumberDescription.init)
        mobileDescription = try object.object("mobile", PhoneNumberDescription.init)
        var otherDescriptions: [(type: PhoneNumberType, description: PhoneNumberDescription)] = []
        for (type, key) in Self.otherDescriptionKeys {
            if let description = try object.object(key, PhoneNumberDescription.init) {
                otherDescriptions.append((type, description))
            }
        }
        self.otherDescriptions = otherDescriptions
        nationalFormats = try object.objects("numberFormats", PhoneNumberFormat.init)
        internationalFormats = try object.objects("intlNumberFormats", PhoneNumberFormat.init)
    }

    /// A copy of `original` for one thread, sharing no reference-counted storage with it, so
    /// that the thread's judging counts no reference another thread counts too: its patterns are
    /// `patterns`' (which take the compiled forms of `original`'s), its descriptions, formats and
    /// lists are its own. Its texts other than patterns are copied as they are: the resource's
    /// are at most 15 bytes long (region codes, prefixes, formats, examples), which a `String`
    /// holds inline, without storage to count references on.
    ///
    /// Copying a territory costs a fifth of reading it from the resource, so a thread
    /// copies the territory that whichever thread met it first read (``PhoneMetadata/ofThisThread``).
    init(copying original: PhoneTerritory, patterns: PhonePatternTable) {
        let copy = { (description: PhoneNumberDescription) in PhoneNumberDescription(copying: description, patterns: patterns) }
        id = original.id
        countryCode = original.countryCode
        internationalPrefix = original.internationalPrefix.map { patterns.pattern($0.source) }
        nationalPrefixForParsing = original.nationalPrefixForParsing.map { patterns.pattern($0.source) }
        nationalPrefixTransformRule = original.nationalPrefixTransformRule
        sameMobileAndFixedLinePattern = original.sameMobileAndFixedLinePattern
        leadingDigits = original.leadingDigits.map { patterns.pattern($0.source) }
        generalDescription = copy(original.generalDescription)
        fixedLineDescription = original.fixedLineDescription.map(copy)
        mobileDescription = original.mobileDescription.map(copy)
        otherDescriptions = original.otherDescriptions.map { ($0.type, copy($0.description)) }
        nationalFormats = original.nationalFormats.map { PhoneNumberFormat(copying: $0, patterns: patterns) }
        internationalFormats = original.internationalFormats.map { PhoneNumberFormat(copying: $0, patterns: patterns) }
    }

    /// The description of the numbers of `type`; `nil` when the region has none
    /// (``PhoneNumberType/fixedLineOrMobile`` is no description of its own).
    func description(of type: PhoneNumberType) -> PhoneNumberDescription? {
        switch type {
        case .fixedLine: fixedLineDescription
        case .mobile: mobileDescription
        default: otherDescriptions.first { $0.type == type }?.description
        }
    }
}
