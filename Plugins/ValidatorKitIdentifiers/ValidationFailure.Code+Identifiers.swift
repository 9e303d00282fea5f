import ValidatorKit

/// The codes of the identifier plugins: `isbn`, `issn`, `ean`, `isin` and `imei`.
extension ValidationFailure.Code {
    /// `isbn.character`: a character other than a digit, a space or a hyphen, or an `X` that
    /// does not end an ISBN-10.
    public static let isbnCharacter = Self("isbn.character")
    /// `isbn.length`: more digits than the ISBNs accepted have.
    public static let isbnLength = Self("isbn.length")
    /// `isbn.prefix`: 13 digits, or the start of them, not beginning with 978 or 979.
    public static let isbnPrefix = Self("isbn.prefix")
    /// `isbn.checksum`: the check digit does not match.
    public static let isbnChecksum = Self("isbn.checksum")

    /// `issn.character`: a character other than a digit, a space or a hyphen, or an `X` that
    /// is not the last of eight.
    public static let issnCharacter = Self("issn.character")
    /// `issn.length`: more than eight characters.
    public static let issnLength = Self("issn.length")
    /// `issn.checksum`: the check character does not match.
    public static let issnChecksum = Self("issn.checksum")

    /// `ean.character`: a character other than a digit, a space or a hyphen.
    public static let eanCharacter = Self("ean.character")
    /// `ean.length`: more digits than the article numbers accepted have.
    public static let eanLength = Self("ean.length")
    /// `ean.checksum`: the check digit does not match.
    public static let eanChecksum = Self("ean.checksum")

    /// `isin.character`: a character other than a letter, a digit, a space or a hyphen.
    public static let isinCharacter = Self("isin.character")
    /// `isin.country`: a digit among the first two characters, the country code.
    public static let isinCountry = Self("isin.country")
    /// `isin.length`: more than twelve characters.
    public static let isinLength = Self("isin.length")
    /// `isin.checksum`: the check digit does not match (or the twelfth character is a letter).
    public static let isinChecksum = Self("isin.checksum")

    /// `imei.character`: a character other than a digit, a space or a hyphen.
    public static let imeiCharacter = Self("imei.character")
    /// `imei.length`: more than fifteen digits.
    public static let imeiLength = Self("imei.length")
    /// `imei.checksum`: the Luhn check digit does not match.
    public static let imeiChecksum = Self("imei.checksum")
}
