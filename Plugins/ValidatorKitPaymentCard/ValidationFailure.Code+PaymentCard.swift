public import ValidatorKit

/// The codes of ``CardValidator`` and ``LuhnValidator``.
extension ValidationFailure.Code {
    /// `card.character`: a character other than a digit, a space or a dash.
    public static let cardCharacter = Self("card.character", messages: .paymentCard)

    /// `card.brand`: no known card brand starts with the digits.
    public static let cardBrand = Self("card.brand", messages: .paymentCard)

    /// `card.length`: more digits than the brand's numbers have.
    public static let cardLength = Self("card.length", messages: .paymentCard)

    /// `card.checksum`: the Luhn check digit does not match.
    public static let cardChecksum = Self("card.checksum", messages: .paymentCard)

    /// `luhn.character`: a character other than an ASCII digit.
    public static let luhnCharacter = Self("luhn.character", messages: .paymentCard)

    /// `luhn.length`: fewer digits than a number with a check digit has.
    public static let luhnLength = Self("luhn.length", messages: .paymentCard)

    /// `luhn.checksum`: the Luhn check digit does not match.
    public static let luhnChecksum = Self("luhn.checksum", messages: .paymentCard)

    /// A character of an expiry date is neither a digit nor a separator.
    public static let expiryCharacter = Self("expiry.character", messages: .paymentCard)
    /// The month of an expiry date is not 01 to 12.
    public static let expiryMonth = Self("expiry.month", messages: .paymentCard)
    /// The expiry date is in the past.
    public static let expiryExpired = Self("expiry.expired", messages: .paymentCard)
    /// The expiry date is further ahead than cards are issued for.
    public static let expiryTooFar = Self("expiry.too_far", messages: .paymentCard)
    /// An expiry date has more digits than MM/YYYY.
    public static let expiryTooLong = Self("expiry.too_long", messages: .paymentCard)
    /// A character of a security code is not a digit.
    public static let securityCodeCharacter = Self("security_code.character", messages: .paymentCard)
    /// A security code has the wrong number of digits for the card's brand.
    public static let securityCodeLength = Self("security_code.length", messages: .paymentCard)
    /// A cardholder name holds a control character.
    public static let cardholderCharacter = Self("cardholder.character", messages: .paymentCard)
    /// A cardholder name holds a digit.
    public static let cardholderDigit = Self("cardholder.digit", messages: .paymentCard)
    /// A cardholder name looks like a card number.
    public static let cardholderCardNumber = Self("cardholder.card_number", messages: .paymentCard)
}
