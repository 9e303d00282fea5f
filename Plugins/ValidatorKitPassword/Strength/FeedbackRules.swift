import Foundation

/// zxcvbn's `get_feedback`: the warning and suggestions for a score and its best sequence,
/// judged on the sequence's longest match.
enum FeedbackRules {
    /// The warning and suggestions for `sequence` of `password` with `score`.
    static func feedback(
        score: Int, sequence: [PasswordMatch], password: ArraySlice<Unicode.Scalar>
    ) -> (warning: PasswordWarning?, suggestions: [PasswordSuggestion]) {
        guard var longest = sequence.first else { return (nil, [.useWords, .noNeedForSymbols]) }
        if score > 2 { return (nil, []) }
        for match in sequence.dropFirst() where match.length > longest.length {
            longest = match
        }
        let token = password[(password.startIndex + longest.start)...(password.startIndex + longest.end)]
        guard let (warning, suggestions) = feedback(for: longest, token: token, isSoleMatch: sequence.count == 1) else {
            return (nil, [.addAnotherWord])
        }
        return (warning, [.addAnotherWord] + suggestions)
    }

    /// zxcvbn's `get_match_feedback`; nil for bruteforce.
    private static func feedback(
        for match: PasswordMatch, token: ArraySlice<Unicode.Scalar>, isSoleMatch: Bool
    ) -> (PasswordWarning?, [PasswordSuggestion])? {
        switch match.pattern {
        case .dictionary(let word):
            return dictionaryFeedback(word, guesses: match.guesses, token: token, isSoleMatch: isSoleMatch)
        case .spatial(_, let turns, _):
            return (turns == 1 ? .straightRow : .keyPattern, [.longerKeyboardPattern])
        case .repeated(let baseLength, _, _):
            return (baseLength == 1 ? .simpleRepeat : .extendedRepeat, [.avoidRepeats])
        case .sequence:
            return (.sequences, [.avoidSequences])
        case .recentYear:
            return (.recentYears, [.avoidRecentYears, .avoidAssociatedYears])
        case .date:
            return (.dates, [.avoidDates])
        case .bruteforce:
            return nil
        }
    }

    /// zxcvbn's `get_dictionary_match_feedback`.
    private static func dictionaryFeedback(
        _ word: PasswordMatch.DictionaryWord, guesses: Double, token: ArraySlice<Unicode.Scalar>, isSoleMatch: Bool
    ) -> (PasswordWarning?, [PasswordSuggestion]) {
        var warning: PasswordWarning?
        switch word.list {
        case .passwords:
            if isSoleMatch && !word.isL33t && !word.isReversed {
                warning = word.rank <= 10 ? .topTen : word.rank <= 100 ? .topHundred : .common
            } else if Foundation.log10(guesses) <= 4 {
                warning = .similarToCommon
            }
        case .englishWikipedia:
            if isSoleMatch { warning = .wordByItself }
        case .surnames, .maleNames, .femaleNames:
            warning = isSoleMatch ? .namesByThemselves : .commonNames
        case .usTelevisionAndFilm, .userInputs:
            warning = nil
        }
        var suggestions: [PasswordSuggestion] = []
        let startsUpper = token.count >= 2 && PythonText.isASCIIUppercase(token[token.startIndex])
            && !token.dropFirst().contains(where: PythonText.isASCIIUppercase)
        if startsUpper {
            suggestions.append(.capitalization)
        } else if !token.isEmpty, !token.contains(where: PythonText.isASCIILowercase),
            !PythonText.lowercased(token).elementsEqual(token)
        {
            suggestions.append(.allUppercase)
        }
        if word.isReversed && token.count >= 4 { suggestions.append(.reversedWords) }
        if word.isL33t { suggestions.append(.predictableSubstitutions) }
        return (warning, suggestions)
    }
}
