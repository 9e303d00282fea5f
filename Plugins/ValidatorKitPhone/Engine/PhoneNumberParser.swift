/// Reads phone numbers as libphonenumber's `parse` does, from texts of ASCII digits, separators
/// (`-`, space, `(`, `)`, `[`, `]`, `.`, `/`) and a leading `+`, the texts the phone validator
/// hands on (``PhoneTextReading``); any other character makes the text ``PhoneNumberParseError/notANumber``.
///
/// A number written with `+`, or with the default region's international prefix (`011` in the
/// US), is read with the country calling code that follows; any other is a number of the default
/// region, whose country calling code may still start it (`1 650 253 0000` in the US). The
/// national prefix and carrier code are then taken off, and transformed where the territory says.
struct PhoneNumberParser: Sendable {
    /// The longest text read (libphonenumber's `MAX_INPUT_STRING_LENGTH`).
    static let longestText = 250
    /// The shortest and longest national significant numbers.
    static let nationalNumberLengths = 2...17
    /// The most digits of a country calling code.
    static let longestCountryCode = 3

    /// How the country calling code of a number was found.
    private enum CountryCodeSource {
        case plusSign, internationalPrefix, defaultRegion
    }

    /// The metadata read.
    let metadata: PhoneMetadata

    /// A parser reading with `metadata`.
    init(metadata: PhoneMetadata = .shared) {
        self.metadata = metadata
    }

    /// The number `text` holds, numbers without country calling code being of `region` (a
    /// supported region code, upper case).
    func parse(_ text: String, region: String) -> Result<PhoneNumber, PhoneNumberParseError> {
        guard text.utf8.count <= Self.longestText else { return .failure(.tooLong) }
        guard let number = Self.possibleNumber(in: text) else { return .failure(.notANumber) }
        guard let regionTerritory = metadata.territory(ofRegion: region) else { return .failure(.invalidCountryCode) }
        var territory = regionTerritory
        var countryCode: Int
        var nationalNumber: String
        switch extractCountryCode(number, territory: regionTerritory) {
        case .success(let extracted):
            (countryCode, nationalNumber) = extracted
        case .failure(.invalidCountryCode) where number.utf8.first == UInt8(ascii: "+"):
            // The digits after the plus sign may still start with the region's own code.
            switch extractCountryCode(String(number.drop(while: { $0 == "+" })), territory: regionTerritory) {
            case .success(let extracted) where extracted.countryCode != 0:
                (countryCode, nationalNumber) = extracted
            case .success:
                return .failure(.invalidCountryCode)
            case .failure(let error):
                return .failure(error)
            }
        case .failure(let error):
            return .failure(error)
        }
        if countryCode != 0 {
            guard metadata.isCountryCode(countryCode) else { return .failure(.invalidCountryCode) }
            if let numberTerritory = metadata.formattingTerritory(of: countryCode), numberTerritory.id != region {
                territory = numberTerritory
            }
        } else {
            // The national number is then the text's digits, as extracting read them.
            countryCode = regionTerritory.countryCode
        }
        guard nationalNumber.utf8.count >= Self.nationalNumberLengths.lowerBound else {
            return .failure(.tooShortNationalNumber)
        }
        let stripping = territory.strippingNationalPrefix(of: nationalNumber)
        switch PhoneNumberLengthCheck(stripping.nationalNumber, in: territory) {
        case .tooShort, .possibleLocalOnly, .invalidLength: break
        case .possible, .tooLong: nationalNumber = stripping.nationalNumber
        }
        let length = nationalNumber.utf8.count
        guard length >= Self.nationalNumberLengths.lowerBound else { return .failure(.tooShortNationalNumber) }
        guard length <= Self.nationalNumberLengths.upperBound else { return .failure(.tooLong) }
        return .success(PhoneNumber(countryCode: countryCode, nationalNumber: nationalNumber))
    }

    /// The part of `text` a number can be read from (from its first digit or plus sign to its last
    /// digit), when it is viable: two digits alone, or at least three digits; `nil` otherwise.
    ///
    /// Read in the text's own UTF-8 storage: a keystroke into a phone field asks this, and a copy
    /// of the bytes was its one allocation.
    private static func possibleNumber(in text: String) -> String? {
        var text = text
        guard let range = text.withUTF8(viableNumberRange) else { return nil }
        // Most texts are the number alone: the text itself, no copy.
        if range.count == text.utf8.count { return text }
        return text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The positions of ``possibleNumber(in:)``'s number in `bytes`.
    private static func viableNumberRange(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        // Where the number starts (its first digit or plus sign) and ends (its last digit), then
        // what lies between: digits and separators, after plus signs that may come only first.
        guard let start = bytes.firstIndex(where: { isDigit($0) || $0 == UInt8(ascii: "+") }),
            let end = bytes.lastIndex(where: isDigit), start <= end
        else { return nil }
        var digitCount = 0
        var isPastPlusSigns = false
        for byte in bytes[start...end] {
            if isDigit(byte) {
                digitCount += 1
                isPastPlusSigns = true
            } else if byte == UInt8(ascii: "+") {
                if isPastPlusSigns { return nil }
            } else {
                isPastPlusSigns = true
                if !isSeparator(byte) { return nil }
            }
        }
        let isTwoDigitsAlone = end - start + 1 == 2 && digitCount == 2
        guard isTwoDigitsAlone || digitCount >= 3 else { return nil }
        return start..<end + 1
    }

    /// Whether `byte` is one of `-. ()[]/`, the separators a number may be written with.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: " "), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "/"):
            true
        default: false
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The digits of `text`.
    static func digits(of text: String) -> String {
        var text = text
        // Read from the text's contiguous bytes and copied straight into the string's storage,
        // made for the digits alone: up to 15 of them (every E.164 number) make a small string,
        // which takes no allocation, where the text with its separators may be longer.
        return text.withUTF8 { bytes in
            var count = 0
            for byte in bytes where isDigit(byte) { count += 1 }
            return String(unsafeUninitializedCapacity: count) { storage in
                var written = 0
                for byte in bytes where isDigit(byte) {
                    storage[written] = byte
                    written += 1
                }
                return written
            }
        }
    }

    /// The country calling code `number` starts with (after `+` or the international prefix of
    /// `territory`, or the territory's own code when the rest reads better as its number) and
    /// the national number after it; country code 0 and the digits of `number` when it starts
    /// with none (libphonenumber's `maybeExtractCountryCode`).
    private func extractCountryCode(
        _ number: String, territory: PhoneTerritory
    ) -> Result<(countryCode: Int, nationalNumber: String), PhoneNumberParseError> {
        guard !number.isEmpty else { return .success((0, "")) }
        let (source, fullNumber) = Self.strippingInternationalPrefix(of: number, territory: territory)
        if source != .defaultRegion {
            guard fullNumber.utf8.count > Self.nationalNumberLengths.lowerBound else {
                return .failure(.tooShortAfterInternationalPrefix)
            }
            guard let (countryCode, rest) = leadingCountryCode(of: fullNumber) else {
                return .failure(.invalidCountryCode)
            }
            return .success((countryCode, rest))
        }
        if let codeLength = Self.lengthOfCode(territory.countryCode, startingWith: fullNumber) {
            let general = territory.generalDescription.pattern
            let potential = territory.strippingNationalPrefix(of: String(fullNumber.dropFirst(codeLength))).nationalNumber
            let readsBetterWithout = !(general?.matchesWhole(fullNumber) ?? false) && (general?.matchesWhole(potential) ?? false)
            if readsBetterWithout || PhoneNumberLengthCheck(fullNumber, in: territory) == .tooLong {
                return .success((territory.countryCode, potential))
            }
        }
        // Without the international prefix, `fullNumber` is the digits of `number`.
        return .success((0, fullNumber))
    }

    /// How many digits `code` has when `digits` start with them (2 for 44 and `"4420…"`); `nil`
    /// when they do not. Read as numbers: no text of the code is made.
    private static func lengthOfCode(_ code: Int, startingWith digits: String) -> Int? {
        var length = 1
        var power = 10
        while power <= code {
            length += 1
            power *= 10
        }
        var digits = digits
        return digits.withUTF8 { bytes in
            guard bytes.count >= length else { return nil }
            var value = 0
            for byte in bytes[..<length] {
                guard isDigit(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value == code ? length : nil
        }
    }

    /// `number` without the plus signs or the international prefix it starts with, in digits, and
    /// which of them it started with (libphonenumber's `maybeStripInternationalPrefixAndNormalize`).
    private static func strippingInternationalPrefix(
        of number: String, territory: PhoneTerritory
    ) -> (CountryCodeSource, String) {
        if number.utf8.first == UInt8(ascii: "+") {
            // Plus signs come only first, and are no digits.
            return (.plusSign, digits(of: number))
        }
        let digits = digits(of: number)
        guard let prefix = territory.internationalPrefix, let match = prefix.prefixMatch(digits) else {
            return (.defaultRegion, digits)
        }
        let rest = digits.utf8.dropFirst(match.end)
        // A number whose first digit after the prefix is 0 is no international number: no
        // country calling code starts with 0.
        if rest.first == UInt8(ascii: "0") {
            return (.defaultRegion, digits)
        }
        return (.internationalPrefix, String(Substring(rest)))
    }

    /// The country calling code (one to three digits) `digits` start with and the digits after
    /// it; `nil` when no known code starts them or they start with 0.
    private func leadingCountryCode(of digits: String) -> (Int, String)? {
        var digits = digits
        // Read in the text's own bytes; the digits after the code copied from them.
        return digits.withUTF8 { bytes in
            guard let first = bytes.first, first != UInt8(ascii: "0") else { return nil }
            var code = 0
            for length in 0..<min(bytes.count, Self.longestCountryCode) {
                let byte = bytes[length]
                guard Self.isDigit(byte) else { return nil }
                code = code * 10 + Int(byte - UInt8(ascii: "0"))
                if metadata.isCountryCode(code) {
                    return (code, String(decoding: UnsafeBufferPointer(rebasing: bytes[(length + 1)...]), as: UTF8.self))
                }
            }
            return nil
        }
    }
}
