import ValidatorKit
import ValidatorKitPhone

/// The texts the phone benchmarks check, all read with the default region `US`.
public enum PhoneInputs {
    /// A `phone` validator of ``region`` accepting every number type, so that it works out the
    /// type of every valid number as well as its validity (the raw call's parse, is-valid and
    /// number type).
    public static func makeValidatorJudgingType() -> any Validator {
        StandardRegistry.validator(
            "phone",
            [
                "region": .string(region),
                "types": .string(PhoneNumberType.allCases.map(\.rawValue).joined(separator: ",")),
            ])
    }

    /// The region of numbers written without `+`.
    public static let region = "US"

    /// The number typed into the keystroke benchmark's phone field, one digit per keystroke.
    public static let typedNumber = "6502530000"

    /// Every text the phone field holds while ``typedNumber`` is typed and deleted again, in that
    /// order, except the empty text (which a field does not ask its validators about): the same
    /// texts the field's validator sees, for the raw call to be compared on.
    public static let typedTexts: [String] = {
        let prefixes = (1...typedNumber.count).map { String(typedNumber.prefix($0)) }
        return prefixes + prefixes.dropLast().reversed()
    }()

}
