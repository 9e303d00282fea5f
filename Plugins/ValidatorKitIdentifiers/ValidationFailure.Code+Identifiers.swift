public import ValidatorKit

/// The codes of the identifier plugins: `isbn`, `issn`, `ean`, `isin` and `imei`.
extension ValidationFailure.Code {
    /// `isbn.character`: a character other than a digit, a space or a hyphen, or an `X` that
    /// does not end an ISBN-10.
    public static let isbnCharacter = Self("isbn.character", messages: .identifiers)
    /// `isbn.length`: more digits than the ISBNs accepted have.
    public static let isbnLength = Self("isbn.length", messages: .identifiers)
    /// `isbn.prefix`: 13 digits, or the start of them, not beginning with 978 or 979.
    public static let isbnPrefix = Self("isbn.prefix", messages: .identifiers)
    /// `isbn.checksum`: the check digit does not match.
    public static let isbnChecksum = Self("isbn.checksum", messages: .identifiers)

    /// `issn.character`: a character other than a digit, a space or a hyphen, or an `X` that
    /// is not the last of eight.
    public static let issnCharacter = Self("issn.character", messages: .identifiers)
    /// `issn.length`: more than eight characters.
    public static let issnLength = Self("issn.length", messages: .identifiers)
    /// `issn.checksum`: the check character does not match.
    public static let issnChecksum = Self("issn.checksum", messages: .identifiers)

    /// `ean.character`: a character other than a digit, a space or a hyphen.
    public static let eanCharacter = Self("ean.character", messages: .identifiers)
    /// `ean.length`: more digits than the article numbers accepted have.
    public static let eanLength = Self("ean.length", messages: .identifiers)
    /// `ean.checksum`: the check digit does not match.
    public static let eanChecksum = Self("ean.checksum", messages: .identifiers)

    /// `isin.character`: a character other than a letter, a digit, a space or a hyphen.
    public static let isinCharacter = Self("isin.character", messages: .identifiers)
    /// `isin.country`: a digit among the first two characters, the country code.
    public static let isinCountry = Self("isin.country", messages: .identifiers)
    /// `isin.length`: more than twelve characters.
    public static let isinLength = Self("isin.length", messages: .identifiers)
    /// `isin.checksum`: the check digit does not match (or the twelfth character is a letter).
    public static let isinChecksum = Self("isin.checksum", messages: .identifiers)

    /// `imei.character`: a character other than a digit, a space or a hyphen.
    public static let imeiCharacter = Self("imei.character", messages: .identifiers)
    /// `imei.length`: more than fifteen digits.
    public static let imeiLength = Self("imei.length", messages: .identifiers)
    /// `imei.checksum`: the Luhn check digit does not match.
    public static let imeiChecksum = Self("imei.checksum", messages: .identifiers)
}
