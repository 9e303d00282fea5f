public import ValidatorKit

/// The codes of ``OneTimePasswordFormat`` and ``OneTimePasswordVerifier``.
extension ValidationFailure.Code {
    /// `otp.character`: a character other than a digit, a space or a dash.
    public static let otpCharacter = Self("otp.character", messages: .oneTimePassword)

    /// `otp.length`: more digits than a code has.
    public static let otpLength = Self("otp.length", messages: .oneTimePassword)

    /// `otp.mismatch`: a well-formed code that is not the expected one.
    public static let otpMismatch = Self("otp.mismatch", messages: .oneTimePassword)

    /// `otp.replayed`: a code of a time step or counter already accepted.
    public static let otpReplayed = Self("otp.replayed", messages: .oneTimePassword)

    /// `otp.too_many_attempts`: too many wrong codes were tried in this time step; the next step
    /// takes codes again.
    public static let otpTooManyAttempts = Self("otp.too_many_attempts", messages: .oneTimePassword)
}
