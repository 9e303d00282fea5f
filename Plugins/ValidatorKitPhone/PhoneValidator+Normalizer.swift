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

    /// ``conclude(_:)`` and, for a valid number, its E.164 form (``normalizedValue(of:)``), from
    /// one parse: what a record stores of a phone field.
    public func concludeWithNormalizedValue(_ text: String, reading values: any FormValues) -> (validity: Validity, normalized: String?) {
        verdictWithE164(of: text, asFinished: true)
    }

    /// The verdict on `text` (finished, or being typed) and, when it is `valid`, the number in
    /// E.164, from one parse.
    func verdictWithE164(of text: String, asFinished isFinished: Bool) -> (validity: Validity, normalized: String?) {
        let (validity, reading) = judgement(of: text, finding: .e164, asFinished: isFinished)
        guard validity.isValid else { return (validity, nil) }
        return (validity, reading?.e164 ?? text)
    }
}
