/// Formats a phone number while it is typed, one character at a time, as libphonenumber's
/// `AsYouTypeFormatter` does (ported from python-phonenumbers, whose answers the agreement tests
/// compare with keystroke by keystroke).
///
/// ```swift
/// var formatter = PhoneAsYouTypeFormatter(region: "US")
/// for key in "6502530000" { shown = formatter.input(key) }   // "(650) 253-0000"
/// ```
///
/// It reads ASCII digits and a leading `+`; any other character stops formatting, and the text
/// typed is shown as it is from then on.
struct PhoneAsYouTypeFormatter: Sendable {
    /// What stands for a digit not typed yet in a formatting template (a punctuation space).
    private static let digitPlaceholder: Unicode.Scalar = "\u{2008}"
    /// What separates the prefix (international prefix, country code, national prefix) from the
    /// national number.
    private static let separatorBeforeNationalNumber = " "
    /// The fewest digits of a national number before formats are chosen by its leading digits.
    private static let fewestLeadingDigits = 3
    /// A number longer than any: the templates are made from its prefix the format's pattern matches.
    private static let longestPhoneNumber = "999999999999999"

    private let metadata: PhoneMetadata
    private let defaultRegion: String
    /// The territory whose formats apply: the default region's main one, then the country
    /// calling code's once one is typed.
    private var territory: PhoneTerritory?

    private var currentOutput = ""
    private var accruedInput = ""
    private var accruedInputWithoutFormatting = ""
    private var formattingTemplate: [Unicode.Scalar] = []
    private var lastMatchPosition = 0
    private var currentFormattingPattern = ""
    private var prefixBeforeNationalNumber = ""
    private var shouldAddSpaceAfterNationalPrefix = false
    private var extractedNationalPrefix = ""
    private var nationalNumber = ""
    private var ableToFormat = true
    private var inputHasFormatting = false
    private var isCompleteNumber = false
    private var isExpectingCountryCallingCode = false
    private var possibleFormats: [PhoneNumberFormat] = []

    /// A formatter for numbers typed in `region` (a supported region code, upper case).
    init(region: String, metadata: PhoneMetadata = .shared) {
        self.metadata = metadata
        defaultRegion = region
        territory = Self.mainTerritory(of: region, metadata: metadata)
    }

    /// The territory holding the formats of `region`'s country calling code.
    private static func mainTerritory(of region: String, metadata: PhoneMetadata) -> PhoneTerritory? {
        guard let countryCode = metadata.territory(ofRegion: region)?.countryCode else { return nil }
        return metadata.formattingTerritory(of: countryCode)
    }

    /// Types `character` and returns what the field shows now.
    mutating func input(_ character: Character) -> String {
        accruedInput.append(character)
        let isDigit = character.isASCII && character.isWholeNumber
        let isLeadingPlus = character == "+" && accruedInput.count == 1
        var character = character
        if !(isDigit || isLeadingPlus) {
            ableToFormat = false
            inputHasFormatting = true
        } else {
            character = normalizeAndAccrue(character)
        }
        currentOutput = output(after: character)
        return currentOutput
    }

    private mutating func output(after character: Character) -> String {
        if !ableToFormat {
            if inputHasFormatting {
                return accruedInput
            } else if attemptToExtractInternationalPrefix() {
                if attemptToExtractCountryCallingCode() {
                    return attemptToChoosePatternWithPrefixExtracted()
                }
            } else if ableToExtractLongerNationalPrefix() {
                prefixBeforeNationalNumber += Self.separatorBeforeNationalNumber
                return attemptToChoosePatternWithPrefixExtracted()
            }
            return accruedInput
        }
        switch accruedInputWithoutFormatting.count {
        case 0...2:
            return accruedInput
        case 3:
            if attemptToExtractInternationalPrefix() {
                isExpectingCountryCallingCode = true
            } else {
                extractedNationalPrefix = removeNationalPrefixFromNationalNumber()
                return attemptToChooseFormattingPattern()
            }
        default:
            break
        }
        if isExpectingCountryCallingCode {
            if attemptToExtractCountryCallingCode() {
                isExpectingCountryCallingCode = false
            }
            return prefixBeforeNationalNumber + nationalNumber
        }
        guard !possibleFormats.isEmpty else {
            return attemptToChooseFormattingPattern()
        }
        let partialNumber = inputDigitIntoTemplate(character)
        let formatted = attemptToFormatAccruedDigits()
        if !formatted.isEmpty {
            return formatted
        }
        narrowDownPossibleFormats(leadingDigits: nationalNumber)
        if maybeCreateNewTemplate() {
            return inputAccruedNationalNumber()
        }
        return ableToFormat ? appendNationalNumber(partialNumber) : accruedInput
    }

    private mutating func normalizeAndAccrue(_ character: Character) -> Character {
        accruedInputWithoutFormatting.append(character)
        if character != "+" {
            nationalNumber.append(character)
        }
        return character
    }

    // MARK: Formats

    private mutating func maybeCreateNewTemplate() -> Bool {
        // A format that makes no template is dropped, and the next one tried.
        while let format = possibleFormats.first {
            if currentFormattingPattern == format.pattern.source {
                return false
            }
            if createFormattingTemplate(format) {
                currentFormattingPattern = format.pattern.source
                shouldAddSpaceAfterNationalPrefix = Self.hasSeparator(format.nationalPrefixFormattingRule)
                lastMatchPosition = 0
                return true
            }
            possibleFormats.removeFirst()
        }
        ableToFormat = false
        return false
    }

    /// Whether a national prefix formatting rule puts a dash or a space after the prefix.
    private static func hasSeparator(_ rule: String?) -> Bool {
        rule?.contains(where: { $0 == "-" || $0 == " " }) ?? false
    }

    private mutating func getAvailableFormats(leadingDigits: String) {
        guard let territory else { return }
        let isInternationalNumber = isCompleteNumber && extractedNationalPrefix.isEmpty
        let formats = isInternationalNumber && !territory.internationalFormats.isEmpty
            ? territory.internationalFormats : territory.nationalFormats
        for format in formats {
            let firstGroupOnly = Self.hasFirstGroupOnly(format.nationalPrefixFormattingRule)
            if !extractedNationalPrefix.isEmpty, firstGroupOnly, !format.nationalPrefixOptionalWhenFormatting,
                format.carrierCodeFormattingRule == nil
            {
                continue
            }
            if extractedNationalPrefix.isEmpty, !isCompleteNumber, !firstGroupOnly,
                !format.nationalPrefixOptionalWhenFormatting
            {
                continue
            }
            if Self.isEligible(format.format) {
                possibleFormats.append(format)
            }
        }
        narrowDownPossibleFormats(leadingDigits: leadingDigits)
    }

    /// Whether a national prefix formatting rule writes the first group alone, perhaps in
    /// brackets (`\1`, `(\1)`), or there is none.
    private static func hasFirstGroupOnly(_ rule: String?) -> Bool {
        guard let rule else { return true }
        return ["\\1", "(\\1)", "(\\1", "\\1)"].contains(rule)
    }

    /// libphonenumber's valid punctuation.
    private static let punctuation: Set<Unicode.Scalar> = Set(
        "-x\u{2010}\u{2011}\u{2012}\u{2013}\u{2014}\u{2015}\u{2212}\u{30FC}\u{FF0D}\u{FF0E}\u{FF0F} \u{00A0}\u{00AD}\u{200B}\u{2060}\u{3000}()\u{FF08}\u{FF09}\u{FF3B}\u{FF3D}.[]/~\u{2053}\u{223C}\u{FF5E}"
            .unicodeScalars)

    /// Whether a format is made of group references and punctuation only, starting with `\1`.
    private static func isEligible(_ format: String) -> Bool {
        var scalars = format.unicodeScalars.makeIterator()
        var seenFirstGroup = false
        while let scalar = scalars.next() {
            if punctuation.contains(scalar) { continue }
            guard scalar == "\\", let digit = scalars.next(), ("0"..."9").contains(digit) else { return false }
            if !seenFirstGroup {
                guard digit == "1" else { return false }
                seenFirstGroup = true
            }
        }
        return seenFirstGroup
    }

    private mutating func narrowDownPossibleFormats(leadingDigits: String) {
        let indexOfLeadingDigitsPattern = leadingDigits.count - Self.fewestLeadingDigits
        possibleFormats.removeAll { format in
            guard !format.leadingDigits.isEmpty else { return false }
            let index = min(indexOfLeadingDigitsPattern, format.leadingDigits.count - 1)
            return !format.leadingDigits[index].matchesPrefix(leadingDigits)
        }
    }

    private mutating func createFormattingTemplate(_ format: PhoneNumberFormat) -> Bool {
        let template = formattingTemplate(for: format)
        guard !template.isEmpty else { return false }
        formattingTemplate = template
        return true
    }

    private func formattingTemplate(for format: PhoneNumberFormat) -> [Unicode.Scalar] {
        guard let match = format.pattern.prefixMatch(Self.longestPhoneNumber), match.end >= nationalNumber.count else {
            return []
        }
        let template = PhoneFormatTemplate(format.format).expanded(with: match.groups)
        return template.unicodeScalars.map { $0 == "9" ? Self.digitPlaceholder : $0 }
    }

    private mutating func attemptToFormatAccruedDigits() -> String {
        for format in possibleFormats {
            guard let match = format.pattern.wholeMatch(nationalNumber) else { continue }
            shouldAddSpaceAfterNationalPrefix = Self.hasSeparator(format.nationalPrefixFormattingRule)
            let formatted = PhoneFormatTemplate(format.format).expanded(with: match.groups)
            let fullOutput = appendNationalNumber(formatted)
            if Self.diallableCharacters(of: fullOutput) == accruedInputWithoutFormatting {
                return fullOutput
            }
        }
        return ""
    }

    /// The digits, `+`, `*` and `#` of `text` (libphonenumber's `normalizeDiallableCharsOnly`).
    private static func diallableCharacters(of text: String) -> String {
        String(text.filter { ($0.isASCII && $0.isWholeNumber) || $0 == "+" || $0 == "*" || $0 == "#" })
    }

    private func appendNationalNumber(_ number: String) -> String {
        if shouldAddSpaceAfterNationalPrefix, let last = prefixBeforeNationalNumber.last,
            String(last) != Self.separatorBeforeNationalNumber
        {
            return prefixBeforeNationalNumber + Self.separatorBeforeNationalNumber + number
        }
        return prefixBeforeNationalNumber + number
    }

    private mutating func attemptToChooseFormattingPattern() -> String {
        guard nationalNumber.count >= Self.fewestLeadingDigits else {
            return appendNationalNumber(nationalNumber)
        }
        getAvailableFormats(leadingDigits: nationalNumber)
        let formatted = attemptToFormatAccruedDigits()
        if !formatted.isEmpty {
            return formatted
        }
        return maybeCreateNewTemplate() ? inputAccruedNationalNumber() : accruedInput
    }

    private mutating func attemptToChoosePatternWithPrefixExtracted() -> String {
        ableToFormat = true
        isExpectingCountryCallingCode = false
        possibleFormats = []
        lastMatchPosition = 0
        formattingTemplate = []
        currentFormattingPattern = ""
        return attemptToChooseFormattingPattern()
    }

    private mutating func inputAccruedNationalNumber() -> String {
        guard !nationalNumber.isEmpty else { return prefixBeforeNationalNumber }
        var partialNumber = ""
        for digit in nationalNumber {
            partialNumber = inputDigitIntoTemplate(digit)
        }
        return ableToFormat ? appendNationalNumber(partialNumber) : accruedInput
    }

    private mutating func inputDigitIntoTemplate(_ digit: Character) -> String {
        let hasPlaceholderAfterLastMatch = formattingTemplate.indices.contains { index in
            index >= lastMatchPosition && formattingTemplate[index] == Self.digitPlaceholder
        }
        guard hasPlaceholderAfterLastMatch, let first = formattingTemplate.firstIndex(of: Self.digitPlaceholder) else {
            if possibleFormats.count == 1 {
                ableToFormat = false
            }
            currentFormattingPattern = ""
            return accruedInput
        }
        formattingTemplate.replaceSubrange(first...first, with: digit.unicodeScalars)
        lastMatchPosition = first
        return Self.text(of: formattingTemplate[...first])
    }

    /// The text of `scalars`, encoded straight into the string's storage (building a
    /// `String.UnicodeScalarView` from them took a quarter of a keystroke's instructions).
    private static func text(of scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(unsafeUninitializedCapacity: scalars.count * 4) { bytes in
            var count = 0
            for scalar in scalars {
                UTF8.encode(scalar) { byte in
                    bytes[count] = byte
                    count += 1
                }
            }
            return count
        }
    }

    // MARK: Prefixes

    private mutating func ableToExtractLongerNationalPrefix() -> Bool {
        if !extractedNationalPrefix.isEmpty {
            nationalNumber = extractedNationalPrefix + nationalNumber
            // The prefix up to the national prefix's last occurrence in it.
            let prefix = Array(prefixBeforeNationalNumber)
            let nationalPrefix = Array(extractedNationalPrefix)
            if let start = stride(from: prefix.count - nationalPrefix.count, through: 0, by: -1).first(where: {
                Array(prefix[$0..<($0 + nationalPrefix.count)]) == nationalPrefix
            }) {
                prefixBeforeNationalNumber = String(prefix[..<start])
            }
        }
        return extractedNationalPrefix != removeNationalPrefixFromNationalNumber()
    }

    private var isNANPANumberWithNationalPrefix: Bool {
        let digits = Array(nationalNumber)
        return territory?.countryCode == 1 && digits.count >= 2 && digits[0] == "1" && digits[1] != "0"
            && digits[1] != "1"
    }

    private mutating func removeNationalPrefixFromNationalNumber() -> String {
        var start = 0
        if isNANPANumberWithNationalPrefix {
            start = 1
            prefixBeforeNationalNumber += "1" + Self.separatorBeforeNationalNumber
            isCompleteNumber = true
        } else if let prefix = territory?.nationalPrefixForParsing, let match = prefix.prefixMatch(nationalNumber),
            match.end > 0
        {
            isCompleteNumber = true
            start = match.end
            prefixBeforeNationalNumber += nationalNumber.prefix(start)
        }
        let nationalPrefix = String(nationalNumber.prefix(start))
        nationalNumber = String(nationalNumber.dropFirst(start))
        return nationalPrefix
    }

    private mutating func attemptToExtractInternationalPrefix() -> Bool {
        let typed = accruedInputWithoutFormatting
        let end: Int
        if typed.hasPrefix("+") {
            end = 1
        } else if let prefix = territory?.internationalPrefix, let match = prefix.prefixMatch(typed) {
            end = match.end
        } else {
            return false
        }
        isCompleteNumber = true
        nationalNumber = String(typed.dropFirst(end))
        prefixBeforeNationalNumber = String(typed.prefix(end))
        if !typed.hasPrefix("+") {
            prefixBeforeNationalNumber += Self.separatorBeforeNationalNumber
        }
        return true
    }

    private mutating func attemptToExtractCountryCallingCode() -> Bool {
        guard !nationalNumber.isEmpty, let (countryCode, rest) = leadingCountryCode(of: nationalNumber) else {
            return false
        }
        nationalNumber = rest
        let region = metadata.mainRegion(of: countryCode)
        if region == PhoneTerritory.nonGeographicRegion {
            territory = metadata.territory(region: PhoneTerritory.nonGeographicRegion, countryCode: countryCode)
        } else if let region, region != defaultRegion {
            territory = Self.mainTerritory(of: region, metadata: metadata)
        }
        prefixBeforeNationalNumber += String(countryCode) + Self.separatorBeforeNationalNumber
        extractedNationalPrefix = ""
        return true
    }

    /// The country calling code `digits` start with and the digits after it.
    private func leadingCountryCode(of digits: String) -> (Int, String)? {
        guard let first = digits.first, first != "0" else { return nil }
        for length in 1...min(digits.count, PhoneNumberParser.longestCountryCode) {
            if let code = Int(digits.prefix(length)), metadata.isCountryCode(code) {
                return (code, String(digits.dropFirst(length)))
            }
        }
        return nil
    }
}
