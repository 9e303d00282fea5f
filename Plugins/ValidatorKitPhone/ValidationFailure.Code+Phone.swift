public import ValidatorKit

/// The codes of ``PhoneValidator``.
extension ValidationFailure.Code {
    /// `phone.character`: a letter, symbol, control character or emoji, or a plus sign after the
    /// number has started.
    public static let phoneCharacter = Self("phone.character", messages: .phone)

    /// `phone.country`: the country calling code is unknown.
    public static let phoneCountry = Self("phone.country", messages: .phone)

    /// `phone.too_long`: more digits than any number of the country has.
    public static let phoneTooLong = Self("phone.too_long", messages: .phone)

    /// `phone.invalid`: a number no further digit can make valid.
    public static let phoneInvalid = Self("phone.invalid", messages: .phone)

    /// `phone.type`: a valid number of a type the validator does not accept.
    public static let phoneType = Self("phone.type", messages: .phone)

    /// `phone.failure`: libphonenumber failed (most likely out of memory).
    public static let phoneFailure = Self("phone.failure", messages: .phone)
}
