import ValidatorKit

/// The codes of ``CardValidator`` and ``LuhnValidator``.
extension ValidationFailure.Code {
    /// `card.character`: a character other than a digit, a space or a dash.
    public static let cardCharacter = Self("card.character")

    /// `card.brand`: no known card brand starts with the digits.
    public static let cardBrand = Self("card.brand")

    /// `card.length`: more digits than the brand's numbers have.
    public static let cardLength = Self("card.length")

    /// `card.checksum`: the Luhn check digit does not match.
    public static let cardChecksum = Self("card.checksum")

    /// `luhn.character`: a character other than an ASCII digit.
    public static let luhnCharacter = Self("luhn.character")

    /// `luhn.length`: fewer digits than a number with a check digit has.
    public static let luhnLength = Self("luhn.length")

    /// `luhn.checksum`: the Luhn check digit does not match.
    public static let luhnChecksum = Self("luhn.checksum")
}
