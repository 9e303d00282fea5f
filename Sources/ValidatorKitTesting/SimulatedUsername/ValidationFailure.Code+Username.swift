public import ValidatorKit

/// The codes of the simulated ``UsernameValidator``.
extension ValidationFailure.Code {
    /// `username.character`: a character other than a letter, a digit, `.`, `_` or `-`.
    public static let usernameCharacter = Self("username.character", messages: .testing)
    /// `username.length`: more characters than a username has.
    public static let usernameLength = Self("username.length", messages: .testing)
    /// `username.taken`: the directory says someone has the name.
    public static let usernameTaken = Self("username.taken", messages: .testing)
}
