public import ValidatorKit

/// The codes of ``RegexValidator``.
extension ValidationFailure.Code {
    /// `regex.no_match`: the text matches the pattern neither whole nor as a prefix.
    public static let regexNoMatch = Self("regex.no_match", messages: .regex)

    /// `regex.limit`: PCRE2 gave up within the ``RegexLimits`` (too long or too complex a text).
    public static let regexLimit = Self("regex.limit", messages: .regex)
}
