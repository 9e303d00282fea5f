import Foundation

/// zxcvbn's `estimate_guesses`: how many guesses each kind of match takes, in the same
/// floating-point steps as zxcvbn 4.5.0.
struct GuessEstimation: Sendable {
    /// Guesses per character of bruteforce.
    static let bruteforceCardinality = 10.0
    /// The fewest guesses a one-character match inside a longer password takes.
    static let minimumSingleCharacterGuesses = 10.0
    /// The fewest guesses a longer match inside a longer password takes.
    static let minimumMultiCharacterGuesses = 50.0
    /// The fewest years a year or date is guessed among.
    private static let minimumYearSpace = 20

    /// The keyboards' (qwerty) and the keypads' (keypad) starting positions and average degree.
    private let keyboard: (startingPositions: Double, averageDegree: Double)
    private let keypad: (startingPositions: Double, averageDegree: Double)

    /// The estimation for the model's graphs.
    init(graphs: [KeyboardGraph]) {
        let qwerty = graphs.first { $0.layout == .qwerty }
        let keypad = graphs.first { $0.layout == .keypad }
        keyboard = (Double(qwerty?.startingPositions ?? 0), qwerty?.averageDegree ?? 0)
        self.keypad = (Double(keypad?.startingPositions ?? 0), keypad?.averageDegree ?? 0)
    }

    /// The guesses of `match` in `password`: its pattern's, and at least the minimum of a part
    /// when it does not cover the whole password.
    func guesses(of match: PasswordMatch, in password: ArraySlice<Unicode.Scalar>) -> Double {
        var minimum = 1.0
        if match.length < password.count {
            minimum = match.length == 1 ? Self.minimumSingleCharacterGuesses : Self.minimumMultiCharacterGuesses
        }
        let token = password[(password.startIndex + match.start)...(password.startIndex + match.end)]
        return max(patternGuesses(of: match, token: token), minimum)
    }

    /// The guesses of bruteforce over `length` characters.
    static func bruteforceGuesses(length: Int) -> Double {
        let minimum = length == 1 ? minimumSingleCharacterGuesses + 1 : minimumMultiCharacterGuesses + 1
        return max(Foundation.pow(bruteforceCardinality, Double(length)), minimum)
    }

    /// The guesses of the pattern alone.
    private func patternGuesses(of match: PasswordMatch, token: ArraySlice<Unicode.Scalar>) -> Double {
        switch match.pattern {
        case .bruteforce:
            return Self.bruteforceGuesses(length: match.length)
        case .dictionary(let word):
            return Double(word.rank) * Self.uppercaseVariations(of: token) * Self.l33tVariations(of: token, word)
                * (word.isReversed ? 2 : 1)
        case .spatial(let layout, let turns, let shiftedCount):
            return spatialGuesses(length: match.length, layout: layout, turns: turns, shiftedCount: shiftedCount)
        case .repeated(_, let baseGuesses, let repeatCount):
            return baseGuesses * repeatCount
        case .sequence(let first, let ascending):
            var base: Double
            if "aAzZ019".unicodeScalars.contains(first) {
                base = 4
            } else {
                base = PythonText.isDigit(first) ? 10 : 26
            }
            if !ascending { base *= 2 }
            return base * Double(match.length)
        case .recentYear(let year):
            return Double(max(abs(year - DateMatching.referenceYear), Self.minimumYearSpace))
        case .date(let year, let hasSeparator):
            let guesses = Double(max(abs(year - DateMatching.referenceYear), Self.minimumYearSpace) * 365)
            return hasSeparator ? guesses * 4 : guesses
        }
    }

    /// zxcvbn's `spatial_guesses`: walks of this length or shorter with this many turns or fewer,
    /// times the ways of shifting keys.
    private func spatialGuesses(length: Int, layout: KeyboardGraph.Layout, turns: Int, shiftedCount: Int) -> Double {
        let (startingPositions, degree) = layout.hasShift ? keyboard : keypad
        var guesses = 0.0
        if length >= 2 {
            // `degree ** turnCount` for each count of turns, worked out once, not per walk length.
            let powers = (0...max(turns, 0)).map { Foundation.pow(degree, Double($0)) }
            for walkLength in 2...length {
                let possibleTurns = min(turns, walkLength - 1) + 1
                for turnCount in stride(from: 1, to: possibleTurns, by: 1) {
                    guesses += Combinatorics.choose(walkLength - 1, turnCount - 1) * startingPositions * powers[turnCount]
                }
            }
        }
        if shiftedCount > 0 {
            let unshifted = length - shiftedCount
            if unshifted == 0 {
                guesses *= 2
            } else {
                guesses *= Combinatorics.variations(total: shiftedCount + unshifted, upTo: min(shiftedCount, unshifted))
            }
        }
        return guesses
    }

    /// zxcvbn's `uppercase_variations`: 1 for lowercase, 2 for a first or last capital or all
    /// capitals, else the ways of choosing that many capitals.
    static func uppercaseVariations(of token: ArraySlice<Unicode.Scalar>) -> Double {
        let hasASCIIUppercase = token.contains(where: PythonText.isASCIIUppercase)
        if !hasASCIIUppercase || PythonText.lowercased(token).elementsEqual(token) { return 1 }
        let first = token.first.map(PythonText.isASCIIUppercase) ?? false
        let last = token.last.map(PythonText.isASCIIUppercase) ?? false
        let inside = token.count >= 2 && token.dropFirst().dropLast().contains(where: PythonText.isASCIIUppercase)
        let startsUpper = token.count >= 2 && first && !inside && !last
        let endsUpper = token.count >= 2 && last && !first && !inside
        let allUpper = !token.contains(where: PythonText.isASCIILowercase)
        if startsUpper || endsUpper || allUpper { return 2 }
        let upper = token.count(where: PythonText.isUppercase)
        let lower = token.count(where: PythonText.isLowercase)
        return Combinatorics.variations(total: upper + lower, upTo: min(upper, lower))
    }

    /// zxcvbn's `l33t_variations`: for each substitution used, 2 when every such letter is
    /// substituted (or none is), else the ways of choosing which are.
    private static func l33tVariations(of token: ArraySlice<Unicode.Scalar>, _ word: PasswordMatch.DictionaryWord) -> Double {
        guard word.isL33t else { return 1 }
        let lowered = PythonText.lowercased(token)
        var variations = 1.0
        for (substitute, letter) in word.substitutions {
            let substituted = lowered.count { $0 == substitute }
            let unsubstituted = lowered.count { $0 == letter }
            if substituted == 0 || unsubstituted == 0 {
                variations *= 2
            } else {
                variations *= Combinatorics.variations(total: unsubstituted + substituted, upTo: min(unsubstituted, substituted))
            }
        }
        return variations
    }
}
