/// A failure code a plugin can emit, with its default message (a template naming its parameters
/// in braces, e.g. "Must be at least {minimum} characters").
///
/// ```swift
/// FailureCodeDescription(.lengthTooShort, message: "Must be at least {minimum} characters")
/// ```
public struct FailureCodeDescription: Sendable, Hashable {
    /// The code, such as ``ValidationFailure/Code/lengthTooShort``.
    public let code: ValidationFailure.Code
    /// The default message as a template: sentence case, no trailing period, parameters in
    /// braces, such as `"Character {position} is not a digit"`.
    public let message: String

    /// Describes `code`, whose failures read like the template `message`.
    public init(_ code: ValidationFailure.Code, message: String) {
        self.code = code
        self.message = message
    }
}
