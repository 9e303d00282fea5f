/// The plugin's questions to its engine (`Engine/`), on libphonenumber's metadata: the verdict
/// on a text, its details, example numbers and the regions (the as-you-type display is
/// ``PhoneAsYouTypeSession``'s).
///
/// Every function may run on many tasks at once: the metadata is read once and its patterns are
/// compiled once, then only read.
enum PhoneNumberReader {
    /// The engine's answer about a text, read with a default region.
    enum Verdict: Sendable, Hashable {
        /// A valid number.
        case valid
        /// No number in the text: too few digits, or characters a number is not written with.
        case notANumber
        /// Too few digits, by the parser or by the region's lengths.
        case tooShort
        /// Too many digits, by the parser or by the region's lengths.
        case tooLong
        /// The country calling code is unknown.
        case invalidCountryCode
        /// A number of a possible length (or between possible lengths) that is not valid;
        /// `canTakeMoreDigits` says whether a longer number could still be of a possible length.
        case notValid(canTakeMoreDigits: Bool)
    }

    /// What ``read(_:region:finding:)`` works out besides whether the number is valid.
    struct Parts: OptionSet, Sendable {
        let rawValue: UInt32

        /// Whether a number that is not valid can take more digits (by a parse of the text with
        /// each digit added); without it, ``Verdict/notValid(canTakeMoreDigits:)`` always says
        /// `false`.
        static let canTakeMoreDigits = Self(rawValue: 1 << 0)
        /// The type of a valid number.
        static let type = Self(rawValue: 1 << 1)
        /// The type, the region and the three written forms of a valid number.
        static let details = Self(rawValue: 1 << 2)
        /// The E.164 form of a valid number alone (what a record stores).
        static let e164 = Self(rawValue: 1 << 3)
    }

    /// What the engine says about a text: the verdict and, for a valid number, the parts asked
    /// for (`nil` when not asked for or not valid).
    struct Reading: Sendable, Hashable {
        /// The engine's answer.
        var verdict: Verdict
        /// The type, such as ``PhoneNumberType/fixedLineOrMobile``.
        var type: PhoneNumberType?
        /// The region the number belongs to: `"US"`, `"001"` for non-geographic numbers.
        var region: String?
        /// `"+16502530000"`.
        var e164: String?
        /// `"+1 650-253-0000"`.
        var international: String?
        /// `"(650) 253-0000"`.
        var national: String?
    }

    /// The region codes of the metadata, sorted: `["AC", "AD", …]`.
    static let supportedRegions = PhoneMetadata.shared.supportedRegions

    /// Parses `text` with `region` (once, and once more for each digit when asked whether it can
    /// take more), judges it and works out `parts`.
    static func read(_ text: String, region: String, finding parts: Parts) -> Reading {
        let metadata = PhoneMetadata.ofThisThread
        let number: PhoneNumber
        switch PhoneNumberParser(metadata: metadata).parse(text, region: region) {
        case .success(let parsed): number = parsed
        case .failure(let error): return Reading(verdict: Verdict(error))
        }
        let possibility = metadata.lengthCheck(of: number)
        // The type and region are worked out only when asked for: whether the number is valid
        // is found sooner (a record's phone wants its verdict and E.164 alone).
        let findsType = !parts.isDisjoint(with: [.type, .details])
        let classification: (region: String, type: PhoneNumberType?)?
        let isValid: Bool
        switch possibility {
        case nil: return Reading(verdict: .invalidCountryCode)
        case .tooShort, .tooLong:
            classification = nil
            isValid = false
        default:
            classification = findsType ? metadata.classification(of: number) : nil
            isValid = findsType ? classification?.type != nil : metadata.isValid(number)
        }
        guard isValid else {
            switch possibility {
            case .tooShort: return Reading(verdict: .tooShort)
            case .tooLong: return Reading(verdict: .tooLong)
            default:
                let canTakeMore = parts.contains(.canTakeMoreDigits) && canTakeMoreDigits(text, region: region)
                return Reading(verdict: .notValid(canTakeMoreDigits: canTakeMore))
            }
        }
        var reading = Reading(verdict: .valid)
        if findsType {
            reading.type = classification?.type
        }
        if !parts.isDisjoint(with: [.e164, .details]) {
            reading.e164 = metadata.format(number, as: .e164)
        }
        if parts.contains(.details) {
            reading.region = classification?.region
            reading.international = metadata.format(number, as: .international)
            reading.national = metadata.format(number, as: .national)
        }
        return reading
    }

    /// Whether `text` followed by some digit reads as a number still too short, or as one that
    /// is not too long.
    private static func canTakeMoreDigits(_ text: String, region: String) -> Bool {
        let metadata = PhoneMetadata.ofThisThread
        let parser = PhoneNumberParser(metadata: metadata)
        return (0...9).contains { digit in
            switch parser.parse(text + String(digit), region: region) {
            case .failure(.tooShortNationalNumber), .failure(.tooShortAfterInternationalPrefix): true
            case .failure: false
            case .success(let number): metadata.lengthCheck(of: number) != .tooLong
            }
        }
    }

    /// The metadata's example number of `type` for `region`, in E.164 form; `nil` when it has none.
    static func exampleNumber(region: String, type: PhoneNumberType) -> String? {
        let metadata = PhoneMetadata.ofThisThread
        guard let territory = metadata.territory(ofRegion: region),
            let example = territory.description(of: type == .fixedLineOrMobile ? .fixedLine : type)?.example,
            case .success(let number) = PhoneNumberParser(metadata: metadata).parse(example, region: region)
        else {
            return nil
        }
        return metadata.format(number, as: .e164)
    }
}

extension PhoneNumberReader.Verdict {
    /// The verdict on a text the parser refuses.
    fileprivate init(_ error: PhoneNumberParseError) {
        switch error {
        case .notANumber: self = .notANumber
        case .invalidCountryCode: self = .invalidCountryCode
        case .tooShortAfterInternationalPrefix, .tooShortNationalNumber: self = .tooShort
        case .tooLong: self = .tooLong
        }
    }
}
