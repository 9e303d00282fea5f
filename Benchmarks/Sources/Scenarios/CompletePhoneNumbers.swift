import Foundation
import ValidatorKit
import ValidatorKitPhone

/// The 50,000 complete phone numbers of `Resources/complete-phone-numbers.tsv` (written by
/// `Scripts/complete_phone_numbers.py` from python-phonenumbers' example numbers of every type of
/// 40 regions, in the ways people write them), each with the region it is read with, and the two
/// ways of concluding on one the benchmark compares: the `phone` plugin's record path (one parse
/// for the verdict, the type and the E.164 form) and libphonenumber's parse, is-valid, number
/// type and E.164 format.
public struct CompletePhoneNumbers: Sendable {
    /// One number: its text and the region (ISO 3166 alpha-2) it is read with.
    public struct Number: Sendable {
        public let text: String
        public let region: String
        /// The position of ``region`` in ``CompletePhoneNumbers/validators``.
        public let validatorIndex: Int
    }

    /// What one side concludes on a number: `nil` when it is no valid number, else its type
    /// (libphonenumber's names: `FIXED_LINE`, `MOBILE`, …) and its E.164 form.
    public struct Conclusion: Sendable, Equatable, CustomStringConvertible {
        public let type: String
        public let e164: String

        public var description: String { "\(type) \(e164)" }
    }

    /// The numbers, in the file's order.
    public let numbers: [Number]
    /// A `phone` validator for each region of the file, accepting every type, so that a valid
    /// number's type is worked out as libphonenumber's number type is.
    public let validators: [PhoneValidator]

    /// Reads the file of the package's resources.
    public init() {
        guard let url = Bundle.module.url(forResource: "complete-phone-numbers", withExtension: "tsv"),
            let contents = try? String(contentsOf: url, encoding: .utf8)
        else {
            fatalError("Scenarios' resource complete-phone-numbers.tsv is missing")
        }
        var regions: [String: Int] = [:]
        var validators: [PhoneValidator] = []
        var numbers: [Number] = []
        for line in contents.split(separator: "\n") {
            let columns = line.split(separator: "\t")
            guard columns.count == 2 else { fatalError("complete-phone-numbers.tsv: not text<TAB>region: '\(line)'") }
            let region = String(columns[1])
            let index: Int
            if let known = regions[region] {
                index = known
            } else {
                index = validators.count
                regions[region] = index
                do {
                    validators.append(try PhoneValidator(region: region, allowedTypes: Set(PhoneNumberType.allCases)))
                } catch {
                    fatalError("complete-phone-numbers.tsv: \(error)")
                }
            }
            numbers.append(Number(text: String(columns[0]), region: region, validatorIndex: index))
        }
        self.numbers = numbers
        self.validators = validators
    }

    /// The `phone` plugin's record path on `number`: the verdict on the finished text and, for a
    /// valid number, its E.164 form, from one parse that also works out the type (every type
    /// being allowed, the verdict depends on it); `nil` when it is no valid number.
    public func concludeByPlugin(_ number: Number) -> String? {
        validators[number.validatorIndex].concludeWithNormalizedValue(number.text, reading: NoFormValues()).normalized
    }

    /// The plugin's conclusion with the type its details name, for the agreement check.
    public func pluginConclusion(_ number: Number) -> Conclusion? {
        let validator = validators[number.validatorIndex]
        guard let e164 = concludeByPlugin(number),
            case .string(let type)? = validator.details(for: number.text)["type"]
        else { return nil }
        return Conclusion(type: type.uppercased().replacingOccurrences(of: "-", with: "_"), e164: e164)
    }

    /// libphonenumber's conclusion (`RawPhoneNumberCheck`).
    public static func libphonenumberConclusion(_ number: Number) -> Conclusion? {
        guard let (type, e164) = RawPhoneNumberCheck.validNumberTypeAndE164(of: number.text, region: number.region)
        else { return nil }
        return Conclusion(type: libphonenumberTypeNames[type], e164: e164)
    }

    /// `PhoneNumberUtil::PhoneNumberType` of libphonenumber's `phonenumberutil.h`, in order.
    private static let libphonenumberTypeNames = [
        "FIXED_LINE", "MOBILE", "FIXED_LINE_OR_MOBILE", "TOLL_FREE", "PREMIUM_RATE", "SHARED_COST", "VOIP",
        "PERSONAL_NUMBER", "PAGER", "UAN", "VOICEMAIL", "UNKNOWN",
    ]
}
