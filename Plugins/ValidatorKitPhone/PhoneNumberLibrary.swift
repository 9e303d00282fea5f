private import CPhoneNumber

/// libphonenumber, through the C API of `CPhoneNumber`: the only file that calls it.
///
/// Only ``isValid(_:region:)`` is reachable from outside, as `@_spi(Benchmarks)`: the raw
/// library call the benchmarks compare the plugin with.
///
/// Texts go to C as their UTF-8 bytes, without copying; answers come back in stack buffers.
/// Every call parses afresh and shares libphonenumber's thread-safe singleton, so any of these
/// functions may run on many tasks at once.
@_spi(Benchmarks) public enum PhoneNumberLibrary {
    /// libphonenumber's answer about a text, read with a default region.
    enum Verdict: Sendable, Hashable {
        /// A valid number.
        case valid
        /// No number in the text: too few digits, or characters libphonenumber does not read.
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
        /// libphonenumber failed (a C++ exception was caught).
        case failure
    }

    /// The region codes libphonenumber supports, sorted: `["AC", "AD", …]`.
    static let supportedRegions: [String] = {
        guard let joined = answer({ cpn_supported_regions($0, $1, $2) }) else { return [] }
        return joined.split(separator: ",").map(String.init)
    }()

    /// Parses `text` with `region` and says whether it is a valid number, as cheaply as possible.
    public static func isValid(_ text: String, region: String) -> Bool {
        withUTF8(text) { bytes, count in
            region.withCString { cpn_parse_and_is_valid(bytes, count, $0) }
        }
    }

    /// What ``read(_:region:finding:)`` works out besides whether the number is valid.
    struct Parts: OptionSet, Sendable {
        let rawValue: UInt32

        /// Whether a number that is not valid can take more digits (told from the count of its
        /// digits where that tells it, else by up to ten more parses); without it,
        /// ``Verdict/notValid(canTakeMoreDigits:)`` always says `false`.
        static let canTakeMoreDigits = Self(rawValue: CPN_READ_CAN_TAKE_MORE_DIGITS.rawValue)
        /// The type of a valid number.
        static let type = Self(rawValue: CPN_READ_TYPE.rawValue)
        /// The type, the region and the three written forms of a valid number.
        static let details = Self(rawValue: CPN_READ_DETAILS.rawValue)
        /// Ask libphonenumber everything the long way, even what the text's digits or the
        /// number's length tell, as the tests do to hold those shortcuts to its own answers.
        static let withoutShortcuts = Self(rawValue: CPN_READ_WITHOUT_SHORTCUTS.rawValue)
    }

    /// What libphonenumber says about a text: the verdict and, for a valid number, the parts
    /// asked for (`nil` when not asked for or not valid).
    struct Reading: Sendable, Hashable {
        /// libphonenumber's answer.
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

    /// Parses `text` with `region` (once at most), judges it and works out `parts`.
    static func read(_ text: String, region: String, finding parts: Parts) -> Reading {
        var reading = CPNReading()
        let status = withUTF8(text) { bytes, count in
            region.withCString { cpn_read(bytes, count, $0, parts.rawValue, &reading) }
        }
        let verdict = verdict(status: status, check: reading.check)
        guard verdict == .valid else { return Reading(verdict: verdict) }
        return Reading(
            verdict: verdict, type: PhoneNumberType(reading.type), region: string(in: reading.region),
            e164: string(in: reading.e164), international: string(in: reading.international),
            national: string(in: reading.national))
    }

    /// The verdict of a call's `status` and, when it is `CPN_STATUS_OK`, its `check`.
    private static func verdict(status: CPNStatus, check: CPNCheck) -> Verdict {
        switch status {
        case CPN_STATUS_OK:
            if check.is_valid { return .valid }
            switch check.possibility {
            case CPN_POSSIBILITY_TOO_SHORT: return .tooShort
            case CPN_POSSIBILITY_TOO_LONG: return .tooLong
            case CPN_POSSIBILITY_INVALID_COUNTRY_CODE: return .invalidCountryCode
            default: return .notValid(canTakeMoreDigits: check.can_take_more_digits)
            }
        case CPN_STATUS_NOT_A_NUMBER: return .notANumber
        case CPN_STATUS_TOO_SHORT: return .tooShort
        case CPN_STATUS_TOO_LONG: return .tooLong
        case CPN_STATUS_INVALID_COUNTRY_CODE: return .invalidCountryCode
        default: return .failure
        }
    }

    /// The NUL-terminated string in a fixed-size field of a C structure; `nil` when it is empty.
    private static func string<Field>(in field: Field) -> String? {
        withUnsafeBytes(of: field) { bytes in
            let text = bytes.prefix { $0 != 0 }
            return text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
        }
    }

    /// What libphonenumber's as-you-type formatter shows after `digits` were typed one by one.
    static func formatAsYouType(_ digits: String, region: String) -> String? {
        withUTF8(digits) { bytes, count in
            region.withCString { region in
                answer { cpn_format_as_you_type(bytes, count, region, $0, $1, $2) }
            }
        }
    }

    /// libphonenumber's example number of `type` for `region`, in E.164 form; `nil` when it has none.
    static func exampleNumber(region: String, type: PhoneNumberType) -> String? {
        region.withCString { region in
            answer { cpn_example_number(region, CPNNumberType(type), $0, $1, $2) }
        }
    }

    /// Runs `body` on the UTF-8 bytes of `text` in place (a copy only for a non-contiguous string).
    private static func withUTF8<Result>(
        _ text: String, _ body: (UnsafePointer<CChar>?, Int) -> Result
    ) -> Result {
        var text = text
        return text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress, $0.count) }
        }
    }

    /// The string `call` writes into a stack buffer (its arguments: the buffer, its capacity and
    /// where to put the answer's length), called again with a buffer large enough when the first
    /// is too small; `nil` when the call fails.
    private static func answer(
        _ call: (UnsafeMutablePointer<CChar>, Int, UnsafeMutablePointer<Int>) -> CPNStatus
    ) -> String? {
        var capacity = 64
        while true {
            var length = 0
            let (status, text) = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) {
                buffer -> (CPNStatus, String?) in
                guard let start = buffer.baseAddress else { return (CPN_STATUS_FAILURE, nil) }
                let status = call(start, capacity, &length)
                return (status, status == CPN_STATUS_OK ? String(cString: start) : nil)
            }
            guard status == CPN_STATUS_BUFFER_TOO_SMALL, length >= capacity else { return text }
            capacity = length + 1
        }
    }
}

extension PhoneNumberType {
    /// The Swift name of a libphonenumber type; `nil` for `CPN_TYPE_UNKNOWN`.
    fileprivate init?(_ type: CPNNumberType) {
        switch type {
        case CPN_TYPE_FIXED_LINE: self = .fixedLine
        case CPN_TYPE_MOBILE: self = .mobile
        case CPN_TYPE_FIXED_LINE_OR_MOBILE: self = .fixedLineOrMobile
        case CPN_TYPE_TOLL_FREE: self = .tollFree
        case CPN_TYPE_PREMIUM_RATE: self = .premiumRate
        case CPN_TYPE_SHARED_COST: self = .sharedCost
        case CPN_TYPE_VOIP: self = .voip
        case CPN_TYPE_PERSONAL_NUMBER: self = .personalNumber
        case CPN_TYPE_PAGER: self = .pager
        case CPN_TYPE_UAN: self = .universalAccess
        case CPN_TYPE_VOICEMAIL: self = .voicemail
        default: return nil
        }
    }
}

extension CPNNumberType {
    /// The libphonenumber type of a Swift one.
    fileprivate init(_ type: PhoneNumberType) {
        switch type {
        case .fixedLine: self = CPN_TYPE_FIXED_LINE
        case .mobile: self = CPN_TYPE_MOBILE
        case .fixedLineOrMobile: self = CPN_TYPE_FIXED_LINE_OR_MOBILE
        case .tollFree: self = CPN_TYPE_TOLL_FREE
        case .premiumRate: self = CPN_TYPE_PREMIUM_RATE
        case .sharedCost: self = CPN_TYPE_SHARED_COST
        case .voip: self = CPN_TYPE_VOIP
        case .personalNumber: self = CPN_TYPE_PERSONAL_NUMBER
        case .pager: self = CPN_TYPE_PAGER
        case .universalAccess: self = CPN_TYPE_UAN
        case .voicemail: self = CPN_TYPE_VOICEMAIL
        }
    }
}
