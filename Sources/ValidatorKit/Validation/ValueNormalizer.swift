/// What a valid text stands for, in the one spelling a server stores: a phone number in E.164,
/// a card number's digits, an IBAN compact and in upper case.
///
/// A record's verdict carries every field normalized (``RecordVerdict``); a validator offers
/// its normalizer as ``Validator/normalizer``.
///
/// ```swift
/// PhoneValidator(defaultRegion: "CH").normalizer?.normalizedValue(of: "044 668 18 00")   // "+41446681800"
/// ```
public protocol ValueNormalizer: Sendable {
    /// The stored spelling of `text`, which the validator judged valid.
    func normalizedValue(of text: String) -> String

    /// The stored spelling of `text`, reading the other fields of its form or record from
    /// `values` (a phone number whose region is another field's); the default answers
    /// ``normalizedValue(of:)``.
    func normalizedValue(of text: String, reading values: any FormValues) -> String
}

extension ValueNormalizer {
    /// ``normalizedValue(of:)``: the spelling depends on the text alone.
    public func normalizedValue(of text: String, reading values: any FormValues) -> String {
        normalizedValue(of: text)
    }
}
