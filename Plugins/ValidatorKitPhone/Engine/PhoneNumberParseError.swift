/// Why a text is no phone number the engine can read (libphonenumber's `NumberParseException`
/// error types).
enum PhoneNumberParseError: Error, Sendable, Hashable {
    /// No number: fewer than two digits, or characters a number is not written with.
    case notANumber
    /// A country calling code after `+` or an international prefix that no territory has.
    case invalidCountryCode
    /// Too few digits after an international prefix for a country calling code and a number.
    case tooShortAfterInternationalPrefix
    /// Fewer digits than the shortest national significant number (two).
    case tooShortNationalNumber
    /// More characters than the engine reads (250), or more digits than the longest national
    /// significant number (17).
    case tooLong
}
