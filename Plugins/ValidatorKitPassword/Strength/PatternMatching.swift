/// zxcvbn's `omnimatch`: every match of every matcher, by start and end, in zxcvbn's order of
/// matchers (dictionary, reversed, l33t, keyboard, repeat, sequence, year, date).
struct PatternMatching: Sendable {
    let dictionary: DictionaryMatching
    let spatial: SpatialMatching
    let search: MatchSequenceSearch

    /// Every match in `password`.
    func matches(in password: [Unicode.Scalar]) -> [PasswordMatch] {
        var matches = dictionary.matches(in: password)
        matches += dictionary.reversedMatches(in: password)
        matches += dictionary.l33tMatches(in: password)
        matches += spatial.matches(in: password)
        matches += repeatMatches(in: password)
        matches += SequenceMatching.matches(in: password)
        matches += RecentYearMatching.matches(in: password)
        matches += DateMatching.matches(in: password)
        return matches.sortedByPosition()
    }

    /// zxcvbn's `repeat_match`: each repeat, with its base judged as a password of its own.
    private func repeatMatches(in password: [Unicode.Scalar]) -> [PasswordMatch] {
        RepeatFinding.repeats(in: password).map { found in
            let base = Array(password[found.start..<(found.start + found.baseLength)])
            let analysis = search.search(base[...], matches: matches(in: base))
            return PasswordMatch(
                start: found.start, end: found.start + found.length - 1,
                pattern: .repeated(
                    baseLength: found.baseLength, baseGuesses: analysis.guesses,
                    repeatCount: Double(found.length) / Double(found.baseLength)))
        }
    }
}
