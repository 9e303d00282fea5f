/// How hard a password is to guess, as zxcvbn's model estimates it: a score from 0 to 4, the
/// guesses, the kinds of the patterns found, and feedback as codes. It never holds the text.
///
/// ```swift
/// let strength = PasswordStrengthEstimator().estimate("correct horse battery staple")
/// strength.score          // 4
/// strength.patterns       // [.dictionary, .bruteforce, .dictionary, …]
/// ```
public struct PasswordStrength: Sendable, Hashable {
    /// 0 (too guessable: under 10³ guesses) to 4 (very unguessable: 10¹⁰ guesses or more).
    public var score: Int
    /// The estimated guesses an attacker needs.
    public var guesses: Double
    /// The base-10 logarithm of ``guesses``.
    public var guessesLog10: Double
    /// The kinds of the matches of the best guessing sequence, in the password's order.
    public var patterns: [PasswordPatternKind]
    /// Why the password is weak, when the score is 2 or less and a pattern explains it.
    public var warning: PasswordWarning?
    /// What would make it stronger (none from score 3).
    public var suggestions: [PasswordSuggestion]

    /// Creates a strength from its parts.
    public init(
        score: Int, guesses: Double, guessesLog10: Double, patterns: [PasswordPatternKind],
        warning: PasswordWarning?, suggestions: [PasswordSuggestion]
    ) {
        self.score = score
        self.guesses = guesses
        self.guessesLog10 = guessesLog10
        self.patterns = patterns
        self.warning = warning
        self.suggestions = suggestions
    }

    /// zxcvbn's `guesses_to_score`: the score of a number of guesses.
    public static func score(forGuesses guesses: Double) -> Int {
        let delta = 5.0
        if guesses < 1e3 + delta { return 0 }
        if guesses < 1e6 + delta { return 1 }
        if guesses < 1e8 + delta { return 2 }
        if guesses < 1e10 + delta { return 3 }
        return 4
    }
}
