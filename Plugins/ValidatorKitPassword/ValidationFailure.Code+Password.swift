public import ValidatorKit

/// The codes of ``PasswordValidator``.
extension ValidationFailure.Code {
    /// `password.too_short`: fewer characters than the minimum (`minimum`).
    public static let passwordTooShort = Self("password.too_short", messages: .password)

    /// `password.too_long`: more characters than the maximum (`maximum`).
    public static let passwordTooLong = Self("password.too_long", messages: .password)

    /// `password.common`: the password is one of the blocklist's common passwords, whatever its
    /// capitals, reversed or with l33t substitutions.
    public static let passwordCommon = Self("password.common", messages: .password)

    /// `password.context`: the password contains a word of another field (`field`), such as the
    /// user's name.
    public static let passwordContext = Self("password.context", messages: .password)

    /// `password.too_guessable`: the strength score (`score`) is below the minimum (`minimum`).
    public static let passwordTooGuessable = Self("password.too_guessable", messages: .password)
}
