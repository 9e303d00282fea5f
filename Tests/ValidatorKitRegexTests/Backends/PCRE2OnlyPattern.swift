import Testing
import ValidatorKitRegex

/// A pattern in PCRE2's own syntax that the Foundation backend refuses: its validator on the PCRE2
/// backend, and on the Foundation backend a check that it is refused naming `construct`.
///
/// A test of a PCRE2-only construct thus asserts on both backends: what PCRE2 makes of it, or that
/// the Foundation backend says it cannot match it so, instead of judging texts otherwise.
func pcre2OnlyValidator(
    _ pattern: String, flags: RegexFlags = [], limits: RegexLimits = RegexLimits(), refusedAs construct: String,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> RegexValidator? {
    guard RegexBackend.current == .foundation else {
        return try RegexValidator(pattern: pattern, flags: flags, limits: limits)
    }
    let error = try #require(throws: RegexPatternError.self, sourceLocation: sourceLocation) {
        try RegexValidator(pattern: pattern, flags: flags, limits: limits)
    }
    #expect(error.code == .unsupportedConstruct, sourceLocation: sourceLocation)
    #expect(error.construct == construct, sourceLocation: sourceLocation)
    return nil
}
