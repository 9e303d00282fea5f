/// How a phone number is written (libphonenumber's `PhoneNumberFormat`).
enum PhoneNumberForm: Sendable, Hashable {
    /// `+16502530000`.
    case e164
    /// `+1 650-253-0000`.
    case international
    /// `(650) 253-0000`.
    case national
    /// `tel:+1-650-253-0000` (RFC 3966).
    case rfc3966
}
