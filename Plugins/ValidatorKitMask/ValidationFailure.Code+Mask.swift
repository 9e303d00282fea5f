public import ValidatorKit

/// The codes of ``MaskValidator``.
extension ValidationFailure.Code {
    /// `mask.digit`: the character at `position` stands where the mask wants a digit.
    public static let maskDigit = Self("mask.digit", messages: .mask)
    /// `mask.letter`: the character at `position` stands where the mask wants a letter.
    public static let maskLetter = Self("mask.letter", messages: .mask)
    /// `mask.letter_or_digit`: the character at `position` stands where the mask wants a letter
    /// or a digit.
    public static let maskLetterOrDigit = Self("mask.letter_or_digit", messages: .mask)
    /// `mask.too_long`: the character at `position` is past the mask's last slot.
    public static let maskTooLong = Self("mask.too_long", messages: .mask)
}
