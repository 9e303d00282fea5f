/// Where zxcvbn's `repeat_match` finds repeats: the matches Python's regular expressions
/// `(.+)\1+` (greedy) and `(.+?)\1+` (lazy) find, searched from each position, and the base
/// (`^(.+?)\1+$`) it keeps, computed with a Z-array per start instead of backtracking: linear
/// work per position tried, so the whole search is at most quadratic in the judged length.
enum RepeatFinding {
    /// One repeat: the matched stretch and the length of the text repeated in it.
    struct Repeat: Equatable {
        /// The first code point of the repeat.
        var start: Int
        /// The code points matched (a whole number of bases).
        var length: Int
        /// The code points of the base.
        var baseLength: Int
    }

    /// Every repeat, left to right, as zxcvbn finds them (each search starts after the last
    /// repeat).
    static func repeats(in password: [Unicode.Scalar]) -> [Repeat] {
        var repeats: [Repeat] = []
        var position = 0
        while position < password.count {
            guard let found = firstRepeat(in: password, from: position) else { break }
            repeats.append(found)
            position = found.start + found.length
        }
        return repeats
    }

    /// The repeat the two searches from `position` agree on, or nil when neither matches.
    private static func firstRepeat(in password: [Unicode.Scalar], from position: Int) -> Repeat? {
        var start = position
        while start < password.count - 1 {
            let overlaps = prefixOverlaps(of: password[start...])
            // `.` stops at a line feed: the repeated text holds none.
            let lineEnd = password[start...].firstIndex(of: "\n") ?? password.count
            let longestBase = min(lineEnd - start, (password.count - start) / 2)
            var greedy: Int?
            var lazy: Int?
            if longestBase >= 1 {
                for base in 1...longestBase where overlaps[base] >= base {
                    if lazy == nil { lazy = base }
                    greedy = base
                }
            }
            if let greedy, let lazy {
                let greedyLength = greedy + overlaps[greedy] / greedy * greedy
                let lazyLength = lazy + overlaps[lazy] / lazy * lazy
                guard greedyLength > lazyLength else {
                    return Repeat(start: start, length: lazyLength, baseLength: lazy)
                }
                // The shortest base the greedy match is a whole number of (`^(.+?)\1+$`).
                let shortest = (1...greedy).first { base in
                    greedyLength % base == 0 && overlaps[base] >= greedyLength - base
                } ?? greedy
                return Repeat(start: start, length: greedyLength, baseLength: shortest)
            }
            start += 1
        }
        return nil
    }

    /// The Z-array of `text`: at each offset, how many code points from there equal the text's
    /// first ones (the whole length at offset 0).
    private static func prefixOverlaps(of text: ArraySlice<Unicode.Scalar>) -> [Int] {
        let characters = Array(text)
        let count = characters.count
        var overlaps = [Int](repeating: 0, count: count + 1)
        overlaps[0] = count
        var left = 0
        var right = 0
        var offset = 1
        while offset < count {
            var overlap = offset < right ? min(right - offset, overlaps[offset - left]) : 0
            while offset + overlap < count, characters[overlap] == characters[offset + overlap] {
                overlap += 1
            }
            overlaps[offset] = overlap
            if offset + overlap > right {
                left = offset
                right = offset + overlap
            }
            offset += 1
        }
        return overlaps
    }
}
