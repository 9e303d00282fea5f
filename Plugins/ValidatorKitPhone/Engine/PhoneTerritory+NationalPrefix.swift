extension PhoneTerritory {
    /// A national number with the territory's national prefix and carrier code taken off its
    /// start, and what was taken (libphonenumber's `maybeStripNationalPrefixAndCarrierCode`).
    struct NationalPrefixStripping: Sendable, Hashable {
        /// The number without them, transformed by the territory's rule where it has one.
        var nationalNumber: String
        /// The carrier code found, if any.
        var carrierCode: String?
        /// Whether anything was taken off.
        var stripped: Bool
    }

    /// `number` (ASCII digits) without the national prefix or carrier code it starts with; the
    /// number unchanged when it has none, or when it matches the territory's numbers with them
    /// and would not without them.
    func strippingNationalPrefix(of number: String) -> NationalPrefixStripping {
        let unchanged = NationalPrefixStripping(nationalNumber: number, carrierCode: nil, stripped: false)
        guard !number.isEmpty, let prefix = nationalPrefixForParsing, !prefix.source.isEmpty,
            let match = prefix.prefixMatch(number)
        else {
            return unchanged
        }
        let general = generalDescription.pattern
        let isViableOriginal = general?.matchesWhole(number) ?? false
        // The number is ASCII: the match ends at a byte offset, and its bytes after it are copied
        // as they are (no walk through its characters).
        let rest = String(Substring(number.utf8.dropFirst(match.end)))
        guard let rule = nationalPrefixTransformRule, !rule.isEmpty, let lastGroup = match.groups.last, lastGroup != nil
        else {
            if isViableOriginal, !(general?.matchesWhole(rest) ?? false) {
                return unchanged
            }
            let carrierCode = match.groups.first.flatMap { $0.map(String.init) }
            return NationalPrefixStripping(nationalNumber: rest, carrierCode: carrierCode, stripped: true)
        }
        let transformed = PhoneFormatTemplate(rule).expanded(with: match.groups) + rest
        if isViableOriginal, !(general?.matchesWhole(transformed) ?? false) {
            return unchanged
        }
        let carrierCode = match.groups.count > 1 ? match.groups[0].map(String.init) : nil
        return NationalPrefixStripping(nationalNumber: transformed, carrierCode: carrierCode, stripped: true)
    }
}
