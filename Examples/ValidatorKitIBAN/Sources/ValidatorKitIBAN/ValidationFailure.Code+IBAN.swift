public import ValidatorKit

/// The codes of ``IBANValidator``.
extension ValidationFailure.Code {
    /// `iban.character`: a character other than a letter, a digit or a space, or a letter where
    /// the check digits belong.
    public static let ibanCharacter = Self("iban.character", messages: .iban)

    /// `iban.country`: the text does not start with the code of a country that uses IBANs.
    public static let ibanCountry = Self("iban.country", messages: .iban)

    /// `iban.length`: more characters than an IBAN of the country has.
    public static let ibanLength = Self("iban.length", messages: .iban)

    /// `iban.checksum`: the mod-97 check digits do not match.
    public static let ibanChecksum = Self("iban.checksum", messages: .iban)
}
