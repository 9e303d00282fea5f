public import ValidatorKit

/// Judges phone numbers by libphonenumber's rules and metadata (the plugin's own engine, on the
/// metadata of ``metadataVersion``), reading numbers written without a leading `+` as
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
/// `allowedTypes`, a valid number of another type is `phone.type`.
///
/// The validator is also the field's `TextFormatter` (as-you-type formatting), its
/// `InputFilter` (digits and `+`) and a `ValidationDetailsProvider` (E.164, region, type,
/// international and national forms).
public struct PhoneValidator: Validator {
    /// The region (ISO 3166 alpha-2, upper case, such as `"US"`) of numbers written without `+`.
    public let region: String
    /// The accepted number types, or `nil` when every type is accepted.
    package let allowedTypes: Set<PhoneNumberType>?

    /// The region codes the metadata has, sorted: `["AC", "AD", …, "ZW"]`.
    public static var supportedRegions: [String] {
        PhoneNumberReader.supportedRegions
    }

    /// The metadata's example number of `type` for `region`, in E.164 form, such as
    /// `"+12015550123"` for a fixed-line number of `"US"`; `nil` when it has none.
    public static func exampleNumber(of type: PhoneNumberType, in region: String) -> String? {
        PhoneNumberReader.exampleNumber(region: region.uppercased(), type: type)
    }

    /// Creates a validator for numbers of `region`, accepting only `allowedTypes` when given.
    ///
    /// Throws ``PhoneValidatorError`` for a region libphonenumber does not support (case does
    /// not matter; ``supportedRegions`` lists those it does) and for an empty set of types.
    public init(region: String = "US", allowedTypes: Set<PhoneNumberType>? = nil) throws(PhoneValidatorError) {
        let code = region.uppercased()
        guard PhoneNumberReader.supportedRegions.contains(code) else {
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

    /// Reads the characters of `text`, then asks the engine about it.
    public func validate(_ text: String) -> Validity {
        judgement(of: text).validity
    }

    /// Judges `text` as finished: a number that is not valid is `phone.invalid` even where more
    /// digits could still make it valid (`+49 30 1234` is a possible length for Berlin, but no
    /// number); a number with too few digits for any number stays `incomplete`.
    public func conclude(_ text: String) -> Validity {
        judgement(of: text, asFinished: true).validity
    }

    /// The verdict on `text` (finished, or being typed) and the engine's reading of it, which
    /// works out `parts` besides what the verdict needs; no reading when a character rules the
    /// text out before the engine is asked.
    func judgement(
        of text: String, finding parts: PhoneNumberReader.Parts = [], asFinished isFinished: Bool = false
    ) -> (validity: Validity, reading: PhoneNumberReader.Reading?) {
        let characters = PhoneTextReading(text)
        switch characters.problem {
        case .character(let position):
            return (.invalid(.phoneCharacter(at: position)), nil)
        case .misplacedPlusSign(let position):
            return (.invalid(.phoneMisplacedPlusSign(at: position)), nil)
        case nil:
            break
        }
        // A finished text is never incomplete: whether more digits could follow (ten more parses of
        // a number that is not valid) is asked only while it is typed.
        var wanted = parts.union(allowedTypes == nil ? [] : [.type])
        if !isFinished { wanted.insert(.canTakeMoreDigits) }
        let reading = PhoneNumberReader.read(characters.asciiText, region: region, finding: wanted)
        let validity: Validity =
            switch reading.verdict {
            case .valid:
                validity(ofType: reading.type)
            case .tooShort:
                .incomplete
            case .notANumber:
                characters.digitCount < Self.fewestDigitsOfANumber ? .incomplete : .invalid(.phoneInvalid)
            case .notValid(let canTakeMoreDigits):
                canTakeMoreDigits && !isFinished ? .incomplete : .invalid(.phoneInvalid)
            case .tooLong:
                .invalid(.phoneTooLong)
            case .invalidCountryCode:
                .invalid(.phoneCountry)
            }
        return (validity, reading)
    }

    /// `valid` when a valid number of `type` is of an allowed type, else `phone.type`.
    private func validity(ofType type: PhoneNumberType?) -> Validity {
        guard let allowedTypes else { return .valid }
        guard let type else {
            return .invalid(.phoneLibraryFailure)
        }
        if type.isAccepted(by: allowedTypes) {
            return .valid
        }
        return .invalid(.phoneType(type, allowed: PhoneNumberType.allCases.filter(allowedTypes.contains)))
    }
}
