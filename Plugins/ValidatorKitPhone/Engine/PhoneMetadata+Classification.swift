extension PhoneMetadata {
    /// The region `number` belongs to: the only region of its country calling code, or the first
    /// of them whose leading digits (or, without those, whose numbers) it matches; `"001"` for a
    /// non-geographic code; `nil` when none (libphonenumber's `getRegionCodeForNumber`).
    func region(of number: PhoneNumber) -> String? {
        guard let regions = regionsByCountryCode[number.countryCode] else { return nil }
        if regions.count == 1 { return regions[0] }
        return regions.first { region in
            guard let territory = territoriesByRegion[region] else { return false }
            if let leadingDigits = territory.leadingDigits {
                return leadingDigits.matchesPrefix(number.nationalNumber)
            }
            return territory.type(of: number.nationalNumber) != nil
        }
    }

    /// The type of a valid `number`; `nil` when it is not valid (libphonenumber's
    /// `getNumberType`, whose `UNKNOWN` is `nil`).
    func type(of number: PhoneNumber) -> PhoneNumberType? {
        guard let region = region(of: number), let territory = territory(region: region, countryCode: number.countryCode)
        else {
            return nil
        }
        return territory.type(of: number.nationalNumber)
    }

    /// Whether `number` is valid: its region's numbers of some type include it
    /// (libphonenumber's `isValidNumber`).
    func isValid(_ number: PhoneNumber) -> Bool {
        type(of: number) != nil
    }

    /// Whether `number` has a length its country calling code's numbers have (libphonenumber's
    /// `isPossibleNumberWithReason`, judged by the main region's lengths); `nil` for an unknown
    /// country calling code.
    func lengthCheck(of number: PhoneNumber) -> PhoneNumberLengthCheck? {
        formattingTerritory(of: number.countryCode).map { PhoneNumberLengthCheck(number.nationalNumber, in: $0) }
    }
}

extension PhoneTerritory {
    /// The types tried after the general description, in libphonenumber's order, fixed-line and
    /// mobile last.
    private static let typesInOrder: [PhoneNumberType] = [
        .premiumRate, .tollFree, .sharedCost, .voip, .personalNumber, .pager, .universalAccess, .voicemail,
    ]

    /// The type of `nationalNumber` in this territory; `nil` when it matches no type
    /// (libphonenumber's `getNumberTypeHelper`).
    func type(of nationalNumber: String) -> PhoneNumberType? {
        guard generalDescription.matches(nationalNumber) else { return nil }
        for type in Self.typesInOrder where descriptions[type]?.matches(nationalNumber) == true {
            return type
        }
        let isMobile = { self.descriptions[.mobile]?.matches(nationalNumber) == true }
        if descriptions[.fixedLine]?.matches(nationalNumber) == true {
            return sameMobileAndFixedLinePattern || isMobile() ? .fixedLineOrMobile : .fixedLine
        }
        if !sameMobileAndFixedLinePattern, isMobile() {
            return .mobile
        }
        return nil
    }
}
