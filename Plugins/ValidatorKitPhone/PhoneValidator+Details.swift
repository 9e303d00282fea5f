import ValidatorKit

extension PhoneValidator: ValidationDetailsProvider {
    /// For a number libphonenumber finds valid (whatever its type): `e164`, `region`, `type`,
    /// `international` and `national`; empty otherwise.
    ///
    /// With region US, `"650 253 0000"` gives `e164` `"+16502530000"`, `region` `"US"`, `type`
    /// `"fixed-line-or-mobile"`, `international` `"+1 650-253-0000"`, `national` `"(650) 253-0000"`.
    public func details(for text: String) -> ValidationDetails {
        let reading = PhoneTextReading(text)
        let number = reading.asciiText
        guard reading.problem == nil, PhoneNumberLibrary.isValid(number, region: region) else {
            return [:]
        }
        var details: ValidationDetails = [:]
        details["e164"] = PhoneNumberLibrary.format(number, region: region, as: .e164).map(ValidationDetail.string)
        details["region"] = PhoneNumberLibrary.regionOfNumber(number, region: region).map(ValidationDetail.string)
        details["type"] = PhoneNumberLibrary.numberType(of: number, region: region).map { .string($0.rawValue) }
        details["international"] = PhoneNumberLibrary.format(number, region: region, as: .international)
            .map(ValidationDetail.string)
        details["national"] = PhoneNumberLibrary.format(number, region: region, as: .national)
            .map(ValidationDetail.string)
        return details
    }
}
