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
    /// dictionaries keep them (first insertion).
    private struct Endings {
        let stride: Int
        /// Per position, how many numbers of matches are present, and which, in first-insertion order.
        var counts: [Int]
        var lengths: [Int]
        /// By position and number of matches: the total, the product of guesses, the last match.
        var totals: [Double]
        var products: [Double]
        var lastMatches: [PasswordMatch?]
        /// Per position, a Fenwick tree over the number of matches: the least total of at most
        /// that many.
        var leastTotals: [Double]

        init(positions: Int) {
            stride = positions + 2
            counts = Array(repeating: 0, count: positions)
            lengths = Array(repeating: 0, count: positions * stride)
            totals = Array(repeating: .infinity, count: positions * stride)
            products = Array(repeating: 0, count: positions * stride)
            lastMatches = Array(repeating: nil, count: positions * stride)
            leastTotals = Array(repeating: .infinity, count: positions * stride)
        }

        /// The `index`th number of matches of the sequences ending at `position`, in
        /// first-insertion order (read one at a time: a slice kept while recording would make
        /// every record copy the array).
        func length(at position: Int, _ index: Int) -> Int {
            lengths[position * stride + index]
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

        /// Records the best sequence of `length` matches ending at `position` (its total lower than
        /// any kept there).
        mutating func record(at position: Int, length: Int, total: Double, product: Double, match: PasswordMatch) {
            let base = position * stride
            if lastMatches[base + length] == nil {
                lengths[base + counts[position]] = length
                counts[position] += 1
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
    }

    /// The best sequence for `password` among `matches` (each scored here).
    func search(_ password: ArraySlice<Unicode.Scalar>, matches: [PasswordMatch]) -> Result {
        let count = password.count
        guard count > 0 else { return Result(guesses: 1, sequence: []) }
        var matchesByEnd = [[PasswordMatch]](repeating: [], count: count)
        for var match in matches {
            match.guesses = estimation.guesses(of: match, in: password)
            matchesByEnd[match.end].append(match)
        }
        let factorials = (0...(count + 1)).map(Combinatorics.factorial)
        let penalties = (0...(count + 1)).map { Foundation.pow(Self.sequencePenalty, Double($0)) }
        // A bruteforce match's guesses depend on its length alone (they exceed any minimum).
        let bruteforceGuesses = (0...count).map(GuessEstimation.bruteforceGuesses(length:))
        var best = Endings(positions: count)

        func consider(_ match: PasswordMatch, length: Int) {
            var product = match.guesses
            if length > 1 {
                product *= best.products[(match.start - 1) * best.stride + length - 1]
            }
            let total = factorials[length] * product + penalties[length - 1]
            guard best.leastTotal(at: match.end, upTo: length) > total else { return }
            best.record(at: match.end, length: length, total: total, product: product, match: match)
        }

        func bruteforce(from start: Int, to end: Int) -> PasswordMatch {
            PasswordMatch(start: start, end: end, pattern: .bruteforce, guesses: bruteforceGuesses[end - start + 1])
        }

        for end in 0..<count {
            let ending = matchesByEnd[end].enumerated()
                .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
            for match in ending {
                if match.start > 0 {
                    for index in 0..<best.counts[match.start - 1] {
                        consider(match, length: best.length(at: match.start - 1, index) + 1)
                    }
                } else {
                    consider(match, length: 1)
                }
            }
            consider(bruteforce(from: 0, to: end), length: 1)
            if end >= 1 {
                for start in 1...end {
                    let match = bruteforce(from: start, to: end)
                    let previous = (start - 1) * best.stride
                    for index in 0..<best.counts[start - 1] {
                        let length = best.length(at: start - 1, index)
                        if best.lastMatches[previous + length]?.isBruteforce == false {
                            consider(match, length: length + 1)
                        }
                    }
                }
            }
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
        while position >= 0, length > 0, let match = best.lastMatches[position * best.stride + length] {
            sequence.append(match)
            position = match.start - 1
            length -= 1
        }
        return Result(guesses: chosenTotal, sequence: sequence.reversed())
    }
}
