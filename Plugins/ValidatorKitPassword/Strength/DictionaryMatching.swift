import ValidatorKit

/// zxcvbn's dictionary matchers: every listed word in the password, forwards
/// (`dictionary_match`), backwards (`reverse_dictionary_match`) and through l33t substitutions
/// (`l33t_match`).
///
/// A word is looked for at each position by walking the trie, so a position costs at most the
/// longest listed word's length, whatever the password's.
struct DictionaryMatching: Sendable {
    /// zxcvbn's l33t table: each letter with the characters that stand for it, in its order.
    static let l33tTable: [(letter: Unicode.Scalar, substitutes: [Unicode.Scalar])] = [
        ("a", ["4", "@"]), ("b", ["8"]), ("c", ["(", "{", "[", "<"]), ("e", ["3"]), ("g", ["6", "9"]),
        ("i", ["1", "!", "|"]), ("l", ["1", "|", "7"]), ("o", ["0"]), ("s", ["$", "5"]), ("t", ["+", "7"]),
        ("x", ["%"]), ("z", ["2"]),
    ]

    /// The six frequency lists.
    let words: RankedWordTrie
    /// The host's words for this judgement, one list (nil when none were given).
    let userInputs: RankedWordTrie?

    /// `dictionary_match`: every listed word in `password` (lowercased), by start, end and list.
    func matches(in password: [Unicode.Scalar]) -> [PasswordMatch] {
        var matches: [PasswordMatch] = []
        walk(PythonText.lowercased(password), count: password.count) { start, end, word in
            matches.append(PasswordMatch(start: start, end: end, pattern: .dictionary(word)))
        }
        return matches
    }

    /// Visits every listed word of `lowered` that starts and ends within its first `count` code
    /// points, by start, end and list (zxcvbn's order after its sort), walking the tries from
    /// each start as far as a word may go on.
    private func walk(
        _ lowered: [Unicode.Scalar], count: Int, visit: (Int, Int, PasswordMatch.DictionaryWord) -> Void
    ) {
        for start in 0..<count {
            var node: RankedWordTrie.Node? = RankedWordTrie.root
            var userNode: RankedWordTrie.Node? = userInputs == nil ? nil : RankedWordTrie.root
            var end = start
            while end < count, node != nil || userNode != nil {
                let scalar = lowered[end]
                node = node.flatMap { words.child(of: $0, scalar) }
                if let found = node, words.endsWord(found) {
                    for list in FrequencyList.allCases where list != .userInputs {
                        guard let rank = words.rank(at: found, list: list.rawValue) else { continue }
                        visit(start, end, PasswordMatch.DictionaryWord(rank: rank, list: list))
                    }
                }
                if let userInputs {
                    userNode = userNode.flatMap { userInputs.child(of: $0, scalar) }
                    if let found = userNode, let rank = userInputs.rank(at: found, list: 0) {
                        visit(start, end, PasswordMatch.DictionaryWord(rank: rank, list: .userInputs))
                    }
                }
                end += 1
            }
        }
    }

    /// `reverse_dictionary_match`: every listed word in `password` written backwards.
    func reversedMatches(in password: [Unicode.Scalar]) -> [PasswordMatch] {
        let last = password.count - 1
        return matches(in: password.reversed()).map { match in
            var reversed = match
            if case .dictionary(var word) = match.pattern {
                word.isReversed = true
                reversed.pattern = .dictionary(word)
            }
            reversed.start = last - match.end
            reversed.end = last - match.start
            return reversed
        }.sortedByPosition()
    }

    /// `l33t_match`: every listed word found by replacing l33t characters with letters, where at
    /// least one replacement was needed, longer than one character.
    func l33tMatches(in password: [Unicode.Scalar]) -> [PasswordMatch] {
        var matches: [PasswordMatch] = []
        for substitution in Self.substitutions(for: Self.relevantTable(for: password)) {
            if substitution.isEmpty { break }
            let translated = password.map { scalar in substitution.first { $0.substitute == scalar }?.letter ?? scalar }
            let loweredTranslation = PythonText.lowercased(translated)
            // How many characters before each position were replaced: a word without one is no
            // l33t match, and needs no closer look.
            var replacedBefore = [0]
            replacedBefore.reserveCapacity(password.count + 1)
            for (original, replaced) in zip(password, translated) {
                replacedBefore.append(replacedBefore[replacedBefore.count - 1] + (original == replaced ? 0 : 1))
            }
            walk(loweredTranslation, count: translated.count) { start, end, found in
                guard end > start, replacedBefore[end + 1] > replacedBefore[start] else { return }
                let token = password[start...end]
                let matchedWord = loweredTranslation[start..<min(end + 1, loweredTranslation.count)]
                if PythonText.lowercased(token).elementsEqual(matchedWord) { return }
                var word = found
                word.substitutions = substitution.filter { token.contains($0.substitute) }
                matches.append(PasswordMatch(start: start, end: end, pattern: .dictionary(word)))
            }
        }
        return matches.sortedByPosition()
    }

    /// `relevant_l33t_subtable`: the letters with the substitutes `password` contains.
    private static func relevantTable(for password: [Unicode.Scalar]) -> [(letter: Unicode.Scalar, substitutes: [Unicode.Scalar])] {
        // Every substitute is ASCII: the ASCII characters present, one bit each.
        var present: (low: UInt64, high: UInt64) = (0, 0)
        for scalar in password where scalar.value < 128 {
            if scalar.value < 64 { present.low |= 1 << scalar.value } else { present.high |= 1 << (scalar.value - 64) }
        }
        func isPresent(_ substitute: Unicode.Scalar) -> Bool {
            substitute.value < 64 ? present.low & 1 << substitute.value != 0 : present.high & 1 << (substitute.value - 64) != 0
        }
        return l33tTable.compactMap { entry in
            let relevant = entry.substitutes.filter(isPresent)
            return relevant.isEmpty ? nil : (entry.letter, relevant)
        }
    }

    /// The substitutions of each relevant table met lately (a field's password keeps its table
    /// from keystroke to keystroke), keyed by the table's letters and substitutes; emptied when it
    /// holds 256.
    private static let substitutionCache = Locked<[[UInt32]: [[(substitute: Unicode.Scalar, letter: Unicode.Scalar)]]]>([:])

    /// ``enumeratedSubstitutions(for:)``, from the cache when the table was met lately.
    private static func substitutions(
        for table: [(letter: Unicode.Scalar, substitutes: [Unicode.Scalar])]
    ) -> [[(substitute: Unicode.Scalar, letter: Unicode.Scalar)]] {
        var key: [UInt32] = []
        for (letter, substitutes) in table {
            key.append(letter.value)
            key += substitutes.map(\.value)
            key.append(0)
        }
        if let cached = substitutionCache.withLock({ $0[key] }) { return cached }
        let enumerated = enumeratedSubstitutions(for: table)
        substitutionCache.withLock { cache in
            if cache.count >= 256 { cache.removeAll() }
            cache[key] = enumerated
        }
        return enumerated
    }

    /// `enumerate_l33t_subs`: every way of reading each substitute as one of its letters, in
    /// zxcvbn's order, as (substitute, letter) pairs.
    private static func enumeratedSubstitutions(
        for table: [(letter: Unicode.Scalar, substitutes: [Unicode.Scalar])]
    ) -> [[(substitute: Unicode.Scalar, letter: Unicode.Scalar)]] {
        var substitutions: [[(substitute: Unicode.Scalar, letter: Unicode.Scalar)]] = [[]]
        for (letter, substitutes) in table {
            var next: [[(substitute: Unicode.Scalar, letter: Unicode.Scalar)]] = []
            for substitute in substitutes {
                for substitution in substitutions {
                    if let taken = substitution.firstIndex(where: { $0.substitute == substitute }) {
                        var alternative = substitution
                        alternative.remove(at: taken)
                        alternative.append((substitute, letter))
                        next.append(substitution)
                        next.append(alternative)
                    } else {
                        next.append(substitution + [(substitute, letter)])
                    }
                }
            }
            var seen: Set<[UInt64]> = []
            substitutions = next.filter { substitution in
                let label = substitution.map { UInt64($0.letter.value) << 32 | UInt64($0.substitute.value) }.sorted()
                return seen.insert(label).inserted
            }
        }
        return substitutions
    }
}
