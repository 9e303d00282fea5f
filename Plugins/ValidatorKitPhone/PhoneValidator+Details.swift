public import ValidatorKit

extension PhoneValidator: ValidationDetailsProvider {
    /// For a number the engine finds valid (whatever its type): `e164`, `region`, `type`,
    /// `international` and `national`; empty otherwise.
    ///
    /// With region US, `"650 253 0000"` gives `e164` `"+16502530000"`, `region` `"US"`, `type`
    /// `"fixed-line-or-mobile"`, `international` `"+1 650-253-0000"`, `national` `"(650) 253-0000"`.
    public func details(for text: String) -> ValidationDetails {
        let characters = PhoneTextReading(text)
        guard characters.problem == nil else { return [:] }
        return Self.details(of: PhoneNumberReader.read(characters.asciiText, region: region, finding: .details))
    }

    /// The verdict of ``validate(_:)`` and the details of ``details(for:)`` from one parse.
    public func validateWithDetails(_ text: String) -> (validity: Validity, details: ValidationDetails) {
        let (validity, reading) = judgement(of: text, finding: .details)
        return (validity, reading.map(Self.details(of:)) ?? [:])
    }

    /// The details of a number the engine read with ``PhoneNumberReader/Parts/details``.
    private static func details(of reading: PhoneNumberReader.Reading) -> ValidationDetails {
        guard reading.verdict == .valid else { return [:] }
        var details: ValidationDetails = [:]
        details["e164"] = reading.e164.map(JSONValue.string)
        details["region"] = reading.region.map(JSONValue.string)
        details["type"] = reading.type.map { .string($0.rawValue) }
        details["international"] = reading.international.map(JSONValue.string)
        details["national"] = reading.national.map(JSONValue.string)
        return details
    }
}
