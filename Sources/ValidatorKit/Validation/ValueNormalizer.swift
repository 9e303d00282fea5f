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
}
