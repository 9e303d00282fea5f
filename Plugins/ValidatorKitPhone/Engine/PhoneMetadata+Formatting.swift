extension PhoneMetadata {
    /// `number` written in `form` with its country calling code's formats (libphonenumber's
    /// `format`); the national significant number as it is when the code is unknown or no
    /// format fits.
    func format(_ number: PhoneNumber, as form: PhoneNumberForm) -> String {
        guard form != .e164 else { return Self.e164(of: number) }
        let code = String(number.countryCode)
        guard let territory = formattingTerritory(of: number.countryCode) else { return number.nationalNumber }
        let formatted = territory.formatNational(number.nationalNumber, as: form)
        switch form {
        case .international: return "+" + code + " " + formatted
        case .rfc3966: return "tel:+" + code + "-" + formatted
        case .national, .e164: return formatted
        }
    }
}

extension PhoneMetadata {
    /// `+`, the country calling code and the national significant number, written straight into
    /// the string's storage: `+16502530000`.
    fileprivate static func e164(of number: PhoneNumber) -> String {
        let code = number.countryCode
        guard (1...999).contains(code) else { return "+" + String(code) + number.nationalNumber }
        let codeLength = code >= 100 ? 3 : code >= 10 ? 2 : 1
        var nationalNumber = number.nationalNumber
        return nationalNumber.withUTF8 { digits in
            String(unsafeUninitializedCapacity: 1 + codeLength + digits.count) { storage in
                storage[0] = UInt8(ascii: "+")
                var remaining = code
                for position in stride(from: codeLength, through: 1, by: -1) {
                    storage[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
                    remaining /= 10
                }
                // The national number's bytes copied at once, not one by one.
                let copied = UnsafeMutableBufferPointer(rebasing: storage[(1 + codeLength)...]).initialize(fromContentsOf: digits)
                return 1 + codeLength + copied
            }
        }
    }
}

extension PhoneTerritory {
    /// The separators of formatted numbers that RFC 3966 writes as dashes (libphonenumber's
    /// valid punctuation, without the carrier placeholder `x`).
    private static let separators: Set<Unicode.Scalar> = Set(
        "-\u{2010}\u{2011}\u{2012}\u{2013}\u{2014}\u{2015}\u{2212}\u{30FC}\u{FF0D}\u{FF0E}\u{FF0F} \u{00A0}\u{00AD}\u{200B}\u{2060}\u{3000}()\u{FF08}\u{FF09}\u{FF3B}\u{FF3D}.[]/~\u{2053}\u{223C}\u{FF5E}"
            .unicodeScalars)

    /// The first of `formats` fitting `nationalNumber`: its last leading-digits pattern matches
    /// the number's start (or it has none) and its pattern the whole number.
    static func format(for nationalNumber: String, among formats: [PhoneNumberFormat]) -> PhoneNumberFormat? {
        formats.first { format in
            if let leadingDigits = format.leadingDigits.last, !leadingDigits.matchesPrefix(nationalNumber) {
                return false
            }
            return format.pattern.matchesWhole(nationalNumber)
        }
    }

    /// `nationalNumber` written with the territory's formats for `form` (libphonenumber's
    /// `formatNsn`), without country calling code.
    func formatNational(_ nationalNumber: String, as form: PhoneNumberForm) -> String {
        let formats = internationalFormats.isEmpty || form == .national ? nationalFormats : internationalFormats
        guard let format = Self.format(for: nationalNumber, among: formats),
            let match = format.pattern.wholeMatch(nationalNumber)
        else {
            return nationalNumber
        }
        var template = PhoneFormatTemplate(format.format)
        if form == .national, let rule = format.nationalPrefixFormattingRule, !rule.isEmpty {
            template = template.replacingFirstGroup(with: rule)
        }
        let formatted = template.expanded(with: match.groups)
        return form == .rfc3966 ? Self.dashed(formatted) : formatted
    }

    /// `text` without the separators it starts with and with every other run of separators a
    /// dash, as RFC 3966 writes numbers.
    private static func dashed(_ text: String) -> String {
        var result = ""
        var inSeparators = false
        for scalar in text.unicodeScalars {
            if separators.contains(scalar) {
                inSeparators = true
                continue
            }
            if inSeparators, !result.isEmpty {
                result += "-"
            }
            inSeparators = false
            result.unicodeScalars.append(scalar)
        }
        if inSeparators, !result.isEmpty {
            result += "-"
        }
        return result
    }
}
