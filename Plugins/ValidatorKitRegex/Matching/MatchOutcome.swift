/// What PCRE2 found when matching a whole text against a pattern.
enum MatchOutcome: Sendable, Hashable {
    /// The whole text matches.
    case match
    /// The text is a prefix of some match: more typing may complete it.
    case partialMatch
    /// No match, and no text starting with this one matches either.
    case noMatch
    /// PCRE2 gave up before deciding: a match, depth, heap or JIT stack limit was reached.
    case limitExceeded
}
