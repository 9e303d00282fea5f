import ValidatorKit

/// Judges phone numbers with libphonenumber, reading numbers written without a leading `+` as
/// numbers of ``region``.
///
/// ```swift
/// let validator = try PhoneValidator(region: "US")
/// validator.validate("+1 650-253-0000")    // .valid
/// validator.validate("+1 650")             // .incomplete
/// validator.validate("+1 650 253 00000")   // .invalid(phone.too_long)
/// validator.validate("650-253-ABCD")       // .invalid(phone.character)
/// ```
///
/// The verdict is libphonenumber's: a valid number is `Validity/valid`; too few digits, or a
/// number that more digits could still make valid, is `Validity/incomplete`; an unknown
/// country calling code is `phone.country`, too many digits `phone.too_long`, and a number that
/// is not valid and cannot grow is `phone.invalid`. Letters, symbols and a plus sign after the
/// first digit are `phone.character` (libphonenumber would read `ABC` as keypad digits). With
/// ``allowedTypes``, a valid number of another type is `phone.type`.
///
/// The validator is also the field's `TextFormatter` (as-you-type formatting), its
/// `InputFilter` (digits and `+`) and a `ValidationDetailsProvider` (E.164, region, type,
/// international and national forms).
public struct PhoneValidator: Validator {
    /// The region (ISO 3166 alpha-2, upper case, such as `"US"`) of numbers written without `+`.
    public let region: String
    /// The accepted number types, or `nil` when every type is accepted.
    public let allowedTypes: Set<PhoneNumberType>?

    /// The region codes libphonenumber supports, sorted: `["AC", "AD", …, "ZW"]`.
    public static var supportedRegions: [String] {
        PhoneNumberLibrary.supportedRegions
    }

    /// libphonenumber's example number of `type` for `region`, in E.164 form, such as
    /// `"+12015550123"` for a fixed-line number of `"US"`; `nil` when it has none.
    public static func exampleNumber(of type: PhoneNumberType, in region: String) -> String? {
        PhoneNumberLibrary.exampleNumber(region: region.uppercased(), type: type)
    }

    /// Creates a validator for numbers of `region`, accepting only `allowedTypes` when given.
    ///
    /// Throws ``PhoneValidatorError`` for a region libphonenumber does not support (case does
    /// not matter; ``supportedRegions`` lists those it does) and for an empty set of types.
    public init(region: String = "US", allowedTypes: Set<PhoneNumberType>? = nil) throws(PhoneValidatorError) {
        let code = region.uppercased()
        guard PhoneNumberLibrary.supportedRegions.contains(code) else {
            throw .unsupportedRegion(region)
        }
        if let allowedTypes, allowedTypes.isEmpty {
            throw .noAllowedTypes
        }
        self.region = code
        self.allowedTypes = allowedTypes
    }

    /// libphonenumber reads no number with fewer digits (unless they are two digits alone).
    private static let fewestDigitsOfANumber = 3

    /// Reads the characters of `text`, then asks libphonenumber about it.
    public func validate(_ text: String) -> Validity {
        let reading = PhoneTextReading(text)
        switch reading.problem {
        case .character(let position):
            return .invalid(.phoneCharacter(at: position))
        case .misplacedPlusSign(let position):
            return .invalid(.phoneMisplacedPlusSign(at: position))
        case nil:
            break
        }
        switch PhoneNumberLibrary.verdict(on: reading.asciiText, region: region) {
        case .valid:
            return validityOfType(of: reading.asciiText)
        case .tooShort:
            return .incomplete
        case .notANumber:
            return reading.digitCount < Self.fewestDigitsOfANumber ? .incomplete : .invalid(.phoneInvalid)
        case .notValid(let canTakeMoreDigits):
            return canTakeMoreDigits ? .incomplete : .invalid(.phoneInvalid)
        case .tooLong:
            return .invalid(.phoneTooLong)
        case .invalidCountryCode:
            return .invalid(.phoneCountry)
        case .failure:
            return .invalid(.phoneLibraryFailure)
        }
    }

    /// `valid` when the valid number in `text` is of an allowed type, else `phone.type`.
    private func validityOfType(of text: String) -> Validity {
        guard let allowedTypes else { return .valid }
        guard let type = PhoneNumberLibrary.numberType(of: text, region: region) else {
            return .invalid(.phoneLibraryFailure)
        }
        if type.isAccepted(by: allowedTypes) {
            return .valid
        }
        return .invalid(.phoneType(type, allowed: PhoneNumberType.allCases.filter(allowedTypes.contains)))
    }
}
