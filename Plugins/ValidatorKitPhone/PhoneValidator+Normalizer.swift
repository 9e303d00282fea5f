public import ValidatorKit

extension PhoneValidator: ValueNormalizer {
    /// The number in E.164, as its details report it (``details(for:)``): with region CH,
    /// `044 668 18 00` is stored as `+41446681800`; a text without an E.164 form stays as it is.
    public func normalizedValue(of text: String) -> String {
        guard case .string(let e164)? = details(for: text)["e164"] else { return text }
        return e164
    }
}
