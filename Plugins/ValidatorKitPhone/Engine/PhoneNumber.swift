/// A phone number as the engine reads it: a country calling code and a national significant
/// number (libphonenumber's `PhoneNumber`, without extension or raw input).
struct PhoneNumber: Sendable, Hashable {
    /// The country calling code, such as 44.
    var countryCode: Int
    /// The national significant number, its digits in ASCII, leading zeros kept
    /// (`"2070313000"`; `"0612345678"` in Italy).
    var nationalNumber: String
}
