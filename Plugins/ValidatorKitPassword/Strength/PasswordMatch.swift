/// One way an attacker could guess a stretch of the password: zxcvbn's match, from `start` to
/// `end` (code point offsets, both included).
struct PasswordMatch: Sendable {
    /// What was matched, with the facts its guesses and feedback need.
    enum Pattern: Sendable {
        /// A listed word, maybe reversed or with l33t substitutions.
        case dictionary(DictionaryWord)
        /// A walk on a keyboard graph.
        case spatial(layout: KeyboardGraph.Layout, turns: Int, shiftedCount: Int)
        /// A base text repeated (`aaa`, `abcabc`), with the base's own guesses.
        case repeated(baseLength: Int, baseGuesses: Double, repeatCount: Double)
        /// Code points a fixed step apart (`abc`, `9753`).
        case sequence(first: Unicode.Scalar, ascending: Bool)
        /// A recent year (zxcvbn's regex `recent_year`).
        case recentYear(Int)
        /// A date, with or without separators.
        case date(year: Int, hasSeparator: Bool)
        /// Anything else, guessed character by character.
        case bruteforce
    }

    /// A listed word found in the password.
    struct DictionaryWord: Sendable {
        /// Its rank in ``list`` (1 for the most frequent).
        var rank: Int
        /// The list it is in.
        var list: FrequencyList
        /// Whether it was found written backwards.
        var isReversed = false
        /// Whether the l33t matcher found it (zxcvbn's `l33t`).
        var isL33t = false
        /// The l33t substitutions whose substitute is in the token, as (substitute, letter) pairs
        /// in zxcvbn's order. Empty for a word not found through l33t, and for a l33t word whose
        /// token holds none: after a character that lower-cases to several code points (`İ`),
        /// zxcvbn reads the word from the lowered text's positions, shifted from the token's.
        var substitutions: [(substitute: Unicode.Scalar, letter: Unicode.Scalar)] = []
    }

    /// The first code point matched.
    var start: Int
    /// The last code point matched.
    var end: Int
    /// What was matched.
    var pattern: Pattern
    /// The guesses the pattern takes (at least zxcvbn's minimum for a part of a password), set
    /// when the match is scored.
    var guesses = 0.0

    /// The number of code points matched.
    var length: Int { end - start + 1 }

    /// The public name of the pattern's kind.
    var kind: PasswordPatternKind {
        switch pattern {
        case .dictionary: .dictionary
        case .spatial: .spatial
        case .repeated: .repeat
        case .sequence: .sequence
        case .recentYear: .regex
        case .date: .date
        case .bruteforce: .bruteforce
        }
    }

    /// Whether the match is bruteforce (two never follow each other in a best sequence).
    var isBruteforce: Bool {
        if case .bruteforce = pattern { return true }
        return false
    }
}

extension [PasswordMatch] {
    /// Sorted by start, then end, keeping the order of equal positions (Python's stable `sorted`).
    func sortedByPosition() -> [PasswordMatch] {
        indices.sorted { left, right in
            (self[left].start, self[left].end, left) < (self[right].start, self[right].end, right)
        }.map { self[$0] }
    }
}
