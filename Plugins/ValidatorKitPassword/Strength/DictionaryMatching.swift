/// zxcvbn's dictionary matchers: every listed word in the password, forwards
/// (`dictionary_match`), backwards (`reverse_dictionary_match`) and through l33t substitutions
/// (`l33t_match`).
///
/// A word is looked for at each position by walking the trie, so a position costs at most the
/// longest listed word's length, whatever the password's (the l33t matcher: that once per
/// substitution at most, where the substitutions' readings part).
struct DictionaryMatching: Sendable {
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
    /// least one replacement was needed (zxcvbn: where the token lowered differs from the word,
    /// which after an `İ` may hold none of the replaced characters), longer than one character.
    ///
    /// zxcvbn reads the password once per substitution (32 for `p4$$w0rd1|7+@(qwe199`) and
    /// searches each reading. Here the tries are walked once from each start, taking at a l33t
    /// character each of its readings (its letters, or itself) with the set of substitutions that
    /// read it so, narrowed along the walk: readings that agree so far share the walk, and a
    /// reading no substitution makes is never tried. A word found is the match of the first
    /// substitution of its set; the others would give the same match again (as zxcvbn does),
    /// which no search keeps, so it is listed once, where zxcvbn lists it first.
    func l33tMatches(in password: [Unicode.Scalar]) -> [PasswordMatch] {
        guard let l33t = L33tSubstitutions.of(password) else { return [] }
        let lowered = PythonText.lowercased(password)
        let count = password.count
        // Characters that lower-case to several code points (`İ`) move the lowered text's
        // positions away from the password's, as in zxcvbn: then a word's token may hold l33t
        // characters the walk did not read, and each substitution of the set is looked at.
        let isAligned = lowered.count == count
        let pairBitsAt = password.map(L33tSubstitutions.pairBits(of:))
        let wordCount = l33t.wordCount
        let everySubstitution = (0..<wordCount).map { word in
            word == wordCount - 1 && l33t.substitutions.count % 64 != 0
                ? (1 << UInt64(l33t.substitutions.count % 64)) - 1 : UInt64.max
        }
        /// A place to go on from: the next position, the trie nodes reached, where the set of
        /// substitutions reading the walk so far is in `sets`, and the character read last.
        struct Step {
            var position: Int
            var node: RankedWordTrie.Node?
            var userNode: RankedWordTrie.Node?
            var set: Int
            var read: Unicode.Scalar
        }
        var steps: [Step] = []
        // The sets of substitutions the walk from one start has met, the first: every one.
        var sets = everySubstitution
        var reading = lowered
        var found: [(match: PasswordMatch, substitution: Int)] = []
        for start in 0..<count {
            if sets.count > wordCount { sets.removeLast(sets.count - wordCount) }
            steps.append(Step(position: start, node: RankedWordTrie.root,
                              userNode: userInputs == nil ? nil : RankedWordTrie.root, set: 0, read: lowered[start]))
            while let step = steps.popLast() {
                let end = step.position
                if end > start { reading[end - 1] = step.read }
                let readings = l33t.readings(of: lowered[end])
                for choice in readings ?? 0..<1 {
                    var set = step.set
                    var scalar = lowered[end]
                    if readings != nil {
                        scalar = l33t.readingScalars[choice]
                        set = sets.count
                        var isEmpty = true
                        for word in 0..<wordCount {
                            let members = sets[step.set + word] & l33t.readingMembers[choice * wordCount + word]
                            sets.append(members)
                            if members != 0 { isEmpty = false }
                        }
                        if isEmpty {
                            sets.removeLast(wordCount)
                            continue
                        }
                    }
                    let node = step.node.flatMap { words.child(of: $0, scalar) }
                    let userNode = step.userNode.flatMap { userInputs?.child(of: $0, scalar) }
                    guard node != nil || userNode != nil else { continue }
                    reading[end] = scalar
                    let userRank = userNode.flatMap { userInputs?.rank(at: $0, list: 0) }
                    if end > start, node.map(words.endsWord) == true || userRank != nil,
                        isAligned || !PythonText.lowercased(password[start...end]).elementsEqual(reading[start...end]) {
                        let tokenPairBits = pairBitsAt[start...end].reduce(0, |)
                        // When aligned, every substitution of the set uses the same pairs in the token.
                        var keys: [UInt32] = []
                        var next = Self.member(of: sets, at: set, wordCount: wordCount, from: 0)
                        while let substitution = next {
                            next = isAligned ? nil : Self.member(of: sets, at: set, wordCount: wordCount, from: substitution + 1)
                            // The pairs used in the token: when aligned, none means no
                            // replacement was needed; when not, zxcvbn keeps the word anyway (its
                            // text differs from the token's), and one match per set of pairs.
                            let key = l33t.pairBits[substitution] & tokenPairBits
                            guard isAligned ? key != 0 : !keys.contains(key) else { continue }
                            if !isAligned { keys.append(key) }
                            let used = l33t.substitutions[substitution].filter {
                                L33tSubstitutions.pairBits(of: $0.substitute) & tokenPairBits != 0
                            }
                            if let node, words.endsWord(node) {
                                for list in FrequencyList.allCases where list != .userInputs {
                                    guard let rank = words.rank(at: node, list: list.rawValue) else { continue }
                                    let word = PasswordMatch.DictionaryWord(rank: rank, list: list, isL33t: true, substitutions: used)
                                    found.append((PasswordMatch(start: start, end: end, pattern: .dictionary(word)), substitution))
                                }
                            }
                            if let userRank {
                                let word = PasswordMatch.DictionaryWord(rank: userRank, list: .userInputs, isL33t: true, substitutions: used)
                                found.append((PasswordMatch(start: start, end: end, pattern: .dictionary(word)), substitution))
                            }
                        }
                    }
                    if end + 1 < count {
                        steps.append(Step(position: end + 1, node: node, userNode: userNode, set: set, read: scalar))
                    }
                }
            }
        }
        // zxcvbn's order: by start and end, then by substitution, then as each walk found them.
        return found.indices.sorted { left, right in
            (found[left].match.start, found[left].match.end, found[left].substitution, left)
                < (found[right].match.start, found[right].match.end, found[right].substitution, right)
        }.map { found[$0].match }
    }

    /// The first substitution from `first` on in the set at `offset` in `sets` (`wordCount` words;
    /// bit `i` of word `w`: substitution `64 w + i`), or nil when there is none.
    private static func member(of sets: [UInt64], at offset: Int, wordCount: Int, from first: Int) -> Int? {
        var word = first / 64
        guard word < wordCount else { return nil }
        var remaining = sets[offset + word] & (UInt64.max << UInt64(first % 64))
        while remaining == 0 {
            word += 1
            guard word < wordCount else { return nil }
            remaining = sets[offset + word]
        }
        return word * 64 + remaining.trailingZeroBitCount
    }
}
