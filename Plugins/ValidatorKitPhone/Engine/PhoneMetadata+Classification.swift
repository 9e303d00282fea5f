import ValidatorKitRegex

extension PhoneMetadata {
    /// The region `number` belongs to and its type there, each territory's patterns matched
    /// once: the region is the only one of its country calling code, or the first of them whose
    /// leading digits (or, without those, whose numbers) it matches, `"001"` for a
    /// non-geographic code; the type is `nil` when the number is not valid. `nil` when no region
    /// has the number (libphonenumber's `getRegionCodeForNumber`, then `getNumberType`).
    func classification(of number: PhoneNumber) -> (region: String, type: PhoneNumberType?)? {
        classification(of: number) { territory, nationalNumber in territory.type(of: nationalNumber) }
            .map { (region: $0.region, type: $0.verdict) }
    }

    /// The region `number` belongs to, as ``classification(of:)`` finds it, with what `judge`
    /// says of its national number there (`nil`: not valid there).
    private func classification<Verdict>(
        of number: PhoneNumber, judgedBy judge: (PhoneTerritory, String) -> Verdict?
    ) -> (region: String, verdict: Verdict?)? {
        guard let regions = regions(ofCountryCode: number.countryCode) else { return nil }
        if regions.count == 1 {
            return (regions[0], territory(ofCountryCode: number.countryCode, regionAt: 0).flatMap { judge($0, number.nationalNumber) })
        }
        for (index, region) in regions.enumerated() where region != PhoneTerritory.nonGeographicRegion {
            guard let territory = territory(ofCountryCode: number.countryCode, regionAt: index) else { continue }
            if let leadingDigits = territory.leadingDigits {
                if leadingDigits.matchesPrefix(number.nationalNumber) {
                    return (region, judge(territory, number.nationalNumber))
                }
            } else if let verdict = judge(territory, number.nationalNumber) {
                return (region, verdict)
            }
        }
        return nil
    }

    /// The region `number` belongs to (see ``classification(of:)``); `nil` when none.
    func region(of number: PhoneNumber) -> String? {
        classification(of: number)?.region
    }

    /// The type of a valid `number`; `nil` when it is not valid (libphonenumber's
    /// `getNumberType`, whose `UNKNOWN` is `nil`).
    func type(of number: PhoneNumber) -> PhoneNumberType? {
        classification(of: number)?.type
    }

    /// Whether `number` is valid: its region's numbers of some type include it
    /// (libphonenumber's `isValidNumber`), found without working out which type: the fixed-line
    /// and mobile patterns, which most numbers match, are tried before the others.
    func isValid(_ number: PhoneNumber) -> Bool {
        classification(of: number) { territory, nationalNumber in territory.isValid(nationalNumber) ? true : nil }?.verdict == true
    }

    /// Whether `number` has a length its country calling code's numbers have (libphonenumber's
    /// `isPossibleNumberWithReason`, judged by the main region's lengths); `nil` for an unknown
    /// country calling code.
    func lengthCheck(of number: PhoneNumber) -> PhoneNumberLengthCheck? {
        formattingTerritory(of: number.countryCode).map { PhoneNumberLengthCheck(number.nationalNumber, in: $0) }
    }
}

extension PhoneTerritory {
    /// The type of `nationalNumber` in this territory; `nil` when it matches no type
    /// (libphonenumber's `getNumberTypeHelper`).
    func type(of nationalNumber: String) -> PhoneNumberType? {
        var nationalNumber = nationalNumber
        // One workspace and the number's bytes for all its matches.
        return nationalNumber.withUTF8 { digits in
            PhonePattern.withWorkspace { workspace in
                guard let workspace else { return nil }
                return type(of: digits, using: workspace)
            }
        }
    }

    /// Whether `nationalNumber` matches some type of this territory: ``type(of:)`` is not `nil`,
    /// the types tried in the order that finds a valid number soonest, as the type's order does
    /// not change whether one matches.
    func isValid(_ nationalNumber: String) -> Bool {
        var nationalNumber = nationalNumber
        return nationalNumber.withUTF8 { digits in
            PhonePattern.withWorkspace { workspace in
                guard let workspace, generalDescription.matches(digits, using: workspace) else { return false }
                if fixedLineDescription?.matches(digits, using: workspace) == true { return true }
                if !sameMobileAndFixedLinePattern, mobileDescription?.matches(digits, using: workspace) == true { return true }
                return otherDescriptions.contains { $0.description.matches(digits, using: workspace) }
            }
        }
    }

    private func type(of digits: UnsafeBufferPointer<UInt8>, using workspace: MatchWorkspace) -> PhoneNumberType? {
        guard generalDescription.matches(digits, using: workspace) else { return nil }
        for (type, description) in otherDescriptions where description.matches(digits, using: workspace) {
            return type
        }
        let isMobile = { self.mobileDescription?.matches(digits, using: workspace) == true }
        if fixedLineDescription?.matches(digits, using: workspace) == true {
            return sameMobileAndFixedLinePattern || isMobile() ? .fixedLineOrMobile : .fixedLine
        }
        if !sameMobileAndFixedLinePattern, isMobile() {
            return .mobile
        }
        return nil
    }
}
