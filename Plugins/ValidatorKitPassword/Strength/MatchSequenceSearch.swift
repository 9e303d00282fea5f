import Foundation

/// zxcvbn's `most_guessable_match_sequence`: the sequence of non-overlapping matches covering the
/// password (bruteforce filling the gaps) that minimises `l! × Π guesses + 10000^(l-1)` for a
/// sequence of `l` matches, by zxcvbn's dynamic programming, ties broken as zxcvbn breaks them.
struct MatchSequenceSearch {
    /// The additive penalty per extra match (zxcvbn's `MIN_GUESSES_BEFORE_GROWING_SEQUENCE`).
    private static let sequencePenalty = 10_000.0

    /// The best sequences of each length ending at one position, in the order they were found.
    private struct Candidate {
        var length: Int
        var total: Double
        var product: Double
        var match: PasswordMatch
    }

    /// The result: the guesses of the best sequence, and the sequence.
    struct Result {
        var guesses: Double
        var sequence: [PasswordMatch]
    }

    let estimation: GuessEstimation

    /// The best sequence for `password` among `matches` (each scored here).
    func search(_ password: ArraySlice<Unicode.Scalar>, matches: [PasswordMatch]) -> Result {
        let count = password.count
        guard count > 0 else { return Result(guesses: 1, sequence: []) }
        var matchesByEnd = [[PasswordMatch]](repeating: [], count: count)
        for var match in matches {
            match.guesses = estimation.guesses(of: match, in: password)
            matchesByEnd[match.end].append(match)
        }
        var best = [[Candidate]](repeating: [], count: count)

        func consider(_ match: PasswordMatch, length: Int) {
            let end = match.end
            var product = match.guesses
            if length > 1 {
                guard let previous = best[match.start - 1].first(where: { $0.length == length - 1 }) else { return }
                product *= previous.product
            }
            let total = Combinatorics.factorial(length) * product + Foundation.pow(Self.sequencePenalty, Double(length - 1))
            for competitor in best[end] where competitor.length <= length && competitor.total <= total {
                return
            }
            let candidate = Candidate(length: length, total: total, product: product, match: match)
            if let index = best[end].firstIndex(where: { $0.length == length }) {
                best[end][index] = candidate
            } else {
                best[end].append(candidate)
            }
        }

        func bruteforce(from start: Int, to end: Int) -> PasswordMatch {
            var match = PasswordMatch(start: start, end: end, pattern: .bruteforce)
            match.guesses = estimation.guesses(of: match, in: password)
            return match
        }

        for end in 0..<count {
            for match in matchesByEnd[end].enumerated().sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }) {
                if match.element.start > 0 {
                    for length in best[match.element.start - 1].map(\.length) {
                        consider(match.element, length: length + 1)
                    }
                } else {
                    consider(match.element, length: 1)
                }
            }
            consider(bruteforce(from: 0, to: end), length: 1)
            if end >= 1 {
                for start in 1...end {
                    let match = bruteforce(from: start, to: end)
                    for previous in best[start - 1] where !previous.match.isBruteforce {
                        consider(match, length: previous.length + 1)
                    }
                }
            }
        }

        var sequence: [PasswordMatch] = []
        var chosen: Candidate?
        for candidate in best[count - 1] where candidate.total < (chosen?.total ?? .infinity) {
            chosen = candidate
        }
        guard let chosen else { return Result(guesses: .infinity, sequence: []) }
        var position = count - 1
        var length = chosen.length
        while position >= 0, let candidate = best[position].first(where: { $0.length == length }) {
            sequence.insert(candidate.match, at: 0)
            position = candidate.match.start - 1
            length -= 1
        }
        return Result(guesses: chosen.total, sequence: sequence)
    }
}
