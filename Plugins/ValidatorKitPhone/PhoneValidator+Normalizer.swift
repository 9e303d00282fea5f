public import ValidatorKit

extension PhoneValidator: ValueNormalizer {
    /// The number in E.164, the `e164` of its details (``details(for:)``) without working out
    /// the others: with region CH, `044 668 18 00` is stored as `+41446681800`; a text without
    /// an E.164 form stays as it is.
    public func normalizedValue(of text: String) -> String {
        let characters = PhoneTextReading(text)
        guard characters.problem == nil,
            let e164 = PhoneNumberReader.read(characters.asciiText, region: region, finding: .e164).e164
        else { return text }
        return e164
    }
}
