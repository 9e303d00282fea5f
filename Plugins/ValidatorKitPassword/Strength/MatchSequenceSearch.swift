import Foundation

/// zxcvbn's `most_guessable_match_sequence`: the sequence of non-overlapping matches covering the
/// password (bruteforce filling the gaps) that minimises `l! × Π guesses + 10000^(l-1)` for a
/// sequence of `l` matches, by zxcvbn's dynamic programming, ties broken as zxcvbn breaks them.
///
/// zxcvbn compares each candidate with every best sequence of no more matches ending at the same
/// position; here each position keeps the least total of the sequences of at most each length in
/// a Fenwick tree (a total only ever decreases), so the comparison costs a logarithm.
struct MatchSequenceSearch {
    /// The additive penalty per extra match (zxcvbn's `MIN_GUESSES_BEFORE_GROWING_SEQUENCE`).
    private static let sequencePenalty = 10_000.0

    /// The result: the guesses of the best sequence, and the sequence.
    struct Result {
        var guesses: Double
        var sequence: [PasswordMatch]
    }

    let estimation: GuessEstimation

    /// The best sequences ending at each position, one per number of matches, kept in flat
    /// arrays (`stride` entries per position) and listed per position in the order zxcvbn's
    /// dictionaries keep them (first insertion). A sequence's last match is kept as a number:
    /// the index of a scored match, or for a bruteforce stretch `-(start + 1)`: the search
    /// considers a bruteforce stretch for every start and end, and a number costs no copy.
    private struct Endings {
        /// The last match of a length not reached at a position.
        static let noMatch = Int.min

        /// One more than the most matches a kept sequence may have. A sequence of `l` matches
        /// takes at least its penalty, `10000^(l-1)`; bruteforce over the whole password of `n`
        /// code points takes `10^n + 1`, so a sequence of `l` matches with `4 (l - 1) > n` can
        /// neither be the best nor lead to it (its extensions have more matches still), and a
        /// tree read for `l` matches only meets sequences of at most `l`. Kept only up to
        /// `⌈(n + 2) / 4⌉ + 1` matches (a margin for rounding), not `n`.
        let stride: Int
        /// `l!` and `10000^l` by `l`, and a bruteforce stretch's guesses by its length.
        let factorials: [Double]
        let penalties: [Double]
        let bruteforceGuesses: [Double]
        /// Per position, how many numbers of matches are present, and which, in first-insertion order.
        var counts: [Int]
        var lengths: [Int]
        /// By position and number of matches: the total, the product of guesses, the last match.
        var totals: [Double]
        var products: [Double]
        var lastMatches: [Int]
        /// Per position, a Fenwick tree over the number of matches: the least total of at most
        /// that many.
        var leastTotals: [Double]
        /// Per finished position, the numbers of matches whose best sequence ends with a match that
        /// is not bruteforce, in first-insertion order: the only ones a bruteforce stretch may follow.
        var patternCounts: [Int]
        var patternLengths: [Int]
        /// Per finished position, the least `(l + 1)! × product` of those sequences: a bruteforce
        /// stretch after them takes at least that times its own guesses, plus a penalty.
        var leastFollowedProducts: [Double]
        /// Per finished position, the fewest matches of those sequences (0 when there is none):
        /// a bruteforce stretch after them makes a sequence of at least one more.
        var fewestFollowedLengths: [Int]

        /// `factorials`, `penalties` and `bruteforceGuesses` up to the longest password judged
        /// (``PasswordStrengthEstimator/judgedLength``), worked out once, not per search.
        private static let longestFactorials = (0...(PasswordStrengthEstimator.judgedLength + 1)).map(Combinatorics.factorial)
        private static let longestPenalties = (0...(PasswordStrengthEstimator.judgedLength + 1)).map {
            Foundation.pow(MatchSequenceSearch.sequencePenalty, Double($0))
        }
        // A bruteforce stretch's guesses depend on its length alone (they exceed any minimum).
        private static let longestBruteforceGuesses = (0...PasswordStrengthEstimator.judgedLength).map(GuessEstimation.bruteforceGuesses(length:))

        init(positions: Int) {
            stride = (positions + 5) / 4 + 2
            factorials = Self.longestFactorials
            penalties = Self.longestPenalties
            bruteforceGuesses = Self.longestBruteforceGuesses
            counts = Array(repeating: 0, count: positions)
            lengths = Array(repeating: 0, count: positions * stride)
            totals = Array(repeating: .infinity, count: positions * stride)
            products = Array(repeating: 0, count: positions * stride)
            lastMatches = Array(repeating: Self.noMatch, count: positions * stride)
            leastTotals = Array(repeating: .infinity, count: positions * stride)
            patternCounts = Array(repeating: 0, count: positions)
            patternLengths = Array(repeating: 0, count: positions * stride)
            leastFollowedProducts = Array(repeating: .infinity, count: positions)
            fewestFollowedLengths = Array(repeating: 0, count: positions)
        }

        /// The `index`th number of matches of the sequences ending at `position`, in
        /// first-insertion order.
        func length(at position: Int, _ index: Int) -> Int {
            lengths[position * stride + index]
        }

        /// Lists the numbers of matches at `position`, which no later step changes, whose best
        /// sequence ends with a match that is not bruteforce.
        mutating func finish(_ position: Int) {
            let base = position * stride
            for index in 0..<counts[position] {
                let length = lengths[base + index]
                if lastMatches[base + length] >= 0 {
                    patternLengths[base + patternCounts[position]] = length
                    patternCounts[position] += 1
                    leastFollowedProducts[position] = min(
                        leastFollowedProducts[position], factorials[length + 1] * products[base + length])
                    if fewestFollowedLengths[position] == 0 || length < fewestFollowedLengths[position] {
                        fewestFollowedLengths[position] = length
                    }
                }
            }
        }

        /// The least total of the sequences of at most `length` matches ending at `position`.
        func leastTotal(at position: Int, upTo length: Int) -> Double {
            var least = Double.infinity
            var index = length
            while index > 0 {
                least = min(least, leastTotals[position * stride + index])
                index -= index & -index
            }
            return least
        }

        /// Keeps the sequence of `length` matches ending with `match` (from `start` to `end`,
        /// `guesses` alone) if no sequence of at most as many matches ending at `end` is as good.
        mutating func consider(_ match: Int, from start: Int, to end: Int, guesses: Double, length: Int) {
            guard length < stride else { return }
            var product = guesses
            if length > 1 {
                product *= products[(start - 1) * stride + length - 1]
            }
            let total = factorials[length] * product + penalties[length - 1]
            let base = end * stride
            // The best single match ending here bounds every tree read from above: most candidates
            // lose to it without one.
            guard leastTotals[base + 1] > total, leastTotal(at: end, upTo: length) > total else { return }
            if lastMatches[base + length] == Self.noMatch {
                lengths[base + counts[end]] = length
                counts[end] += 1
            }
            totals[base + length] = total
            products[base + length] = product
            lastMatches[base + length] = match
            var index = length
            while index < stride {
                leastTotals[base + index] = min(leastTotals[base + index], total)
                index += index & -index
            }
        }

        /// Bruteforce from `start` to `end` after each best sequence ending just before `start`
        /// whose last match is not bruteforce (or alone from the first code point).
        mutating func considerBruteforce(from start: Int, to end: Int) {
            let guesses = bruteforceGuesses[end - start + 1]
            guard start > 0 else {
                consider(-1, from: 0, to: end, guesses: guesses, length: 1)
                return
            }
            // When even the least of their totals (a hair less, for rounding) cannot beat the best
            // sequence ending at `end` of at most as many matches as the shortest of them, none is
            // considered: `consider` would refuse each, as each has at least that many matches.
            let leastTotal = leastFollowedProducts[start - 1] * guesses * (1 - 1e-9) + penalties[fewestFollowedLengths[start - 1]]
            guard leastTotal < self.leastTotal(at: end, upTo: min(fewestFollowedLengths[start - 1] + 1, stride - 1)) else { return }
            let previous = (start - 1) * stride
            for index in 0..<patternCounts[start - 1] {
                consider(-(start + 1), from: start, to: end, guesses: guesses, length: patternLengths[previous + index] + 1)
            }
        }
    }

    /// The best sequence for `password` among `matches` (each scored here).
    func search(_ password: ArraySlice<Unicode.Scalar>, matches: [PasswordMatch]) -> Result {
        let count = password.count
        guard count > 0 else { return Result(guesses: 1, sequence: []) }
        var scored = matches
        var matchesByEnd = [[Int]](repeating: [], count: count)
        for index in scored.indices {
            scored[index].guesses = estimation.guesses(of: scored[index], in: password)
            matchesByEnd[scored[index].end].append(index)
        }
        var best = Endings(positions: count)
        for end in 0..<count {
            // By start, then in the order found (an index grows with it).
            let ending = matchesByEnd[end].sorted { (scored[$0].start, $0) < (scored[$1].start, $1) }
            for index in ending {
                let start = scored[index].start
                let guesses = scored[index].guesses
                if start > 0 {
                    for previous in 0..<best.counts[start - 1] {
                        best.consider(index, from: start, to: end, guesses: guesses, length: best.length(at: start - 1, previous) + 1)
                    }
                } else {
                    best.consider(index, from: 0, to: end, guesses: guesses, length: 1)
                }
            }
            for start in 0...end {
                best.considerBruteforce(from: start, to: end)
            }
            best.finish(end)
        }

        let last = (count - 1) * best.stride
        var chosenLength = 0
        var chosenTotal = Double.infinity
        for index in 0..<best.counts[count - 1] {
            let length = best.length(at: count - 1, index)
            if best.totals[last + length] < chosenTotal {
                chosenLength = length
                chosenTotal = best.totals[last + length]
            }
        }
        guard chosenLength > 0 else { return Result(guesses: .infinity, sequence: []) }
        var sequence: [PasswordMatch] = []
        var position = count - 1
        var length = chosenLength
        while position >= 0, length > 0 {
            let last = best.lastMatches[position * best.stride + length]
            guard last != Endings.noMatch else { break }
            let match = last >= 0
                ? scored[last]
                : PasswordMatch(start: -last - 1, end: position, pattern: .bruteforce,
                                guesses: best.bruteforceGuesses[position + last + 2])
            sequence.append(match)
            position = match.start - 1
            length -= 1
        }
        return Result(guesses: chosenTotal, sequence: sequence.reversed())
    }
}
