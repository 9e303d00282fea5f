/// zxcvbn's `date_match`: 4 to 8 digits (`1191`, `19910111`) and 6 to 10 characters of digits
/// with two equal separators (`1.1.91`, `11/11/1991`) that read as a day, a month and a year
/// between 1000 and 2050, keeping only the matches no other match contains.
enum DateMatching {
    /// The year zxcvbn measures a date's distance from.
    static let referenceYear = 2017
    /// The latest year a date may have.
    private static let latestYear = 2050
    /// The earliest four-digit year a date may have.
    private static let earliestYear = 1000
    /// zxcvbn's `DATE_SPLITS`: where a run of digits of each length (4 to 8, the index) may be
    /// cut in three.
    private static let splits: [[(Int, Int)]] = [
        [], [], [], [], [(1, 2), (2, 3)], [(1, 3), (2, 3)], [(1, 2), (2, 4), (4, 5)],
        [(1, 3), (2, 3), (4, 5), (4, 6)], [(2, 4), (4, 6)],
    ]

    /// A day, a month and a year.
    private struct Reading {
        var year: Int
        var month: Int
        var day: Int
    }

    /// `password`'s digits, each read once (a digit of any script is a Unicode property lookup).
    private struct Digits {
        /// Per position, the digit's value, or -1 for a character that is no digit.
        let values: [Int]
        /// Per position, how many digits run from it (one more entry, 0, past the end).
        let runs: [Int]

        init(_ password: [Unicode.Scalar]) {
            values = password.map { PythonText.isDigit($0) ? PythonText.digitValue($0) : -1 }
            var runs = [Int](repeating: 0, count: password.count + 1)
            for position in password.indices.reversed() where values[position] >= 0 {
                runs[position] = runs[position + 1] + 1
            }
            self.runs = runs
        }

        /// `int()` of the digits at `positions` (all digits).
        func number(_ positions: Range<Int>) -> Int {
            positions.reduce(0) { $0 * 10 + values[$1] }
        }

        /// How many digits run from `position` up to `end` (included).
        func run(from position: Int, through end: Int) -> Int {
            position > end ? 0 : min(runs[position], end - position + 1)
        }
    }

    /// Every date in `password` that no other contains, by start and end.
    static func matches(in password: [Unicode.Scalar]) -> [PasswordMatch] {
        var matches: [PasswordMatch] = []
        let count = password.count
        let digits = Digits(password)
        for start in 0..<max(count - 3, 0) {
            for end in (start + 3)..<(start + 8) where end < count && digits.runs[start] > end - start {
                var best: Reading?
                for (first, second) in splits[end - start + 1] {
                    guard let candidate = reading(
                        digits.number(start..<(start + first)), digits.number((start + first)..<(start + second)),
                        digits.number((start + second)..<(end + 1)))
                    else { continue }
                    if let chosen = best, abs(candidate.year - referenceYear) >= abs(chosen.year - referenceYear) { continue }
                    best = candidate
                }
                guard let best else { continue }
                matches.append(PasswordMatch(start: start, end: end, pattern: .date(year: best.year, hasSeparator: false)))
            }
        }
        for start in 0..<max(count - 5, 0) {
            for end in (start + 5)..<(start + 10) where end < count {
                guard let date = separatedDate(password, digits, from: start, through: end) else { continue }
                matches.append(PasswordMatch(start: start, end: end, pattern: .date(year: date.year, hasSeparator: true)))
            }
        }
        return outermost(matches, count: count).sortedByPosition()
    }

    /// The matches no other match contains (zxcvbn's `filter_fun`), in their order; found from
    /// the longest end of the matches starting at or before each start, not by comparing pairs.
    private static func outermost(_ matches: [PasswordMatch], count: Int) -> [PasswordMatch] {
        var furthestEndByStart = [Int](repeating: -1, count: count)
        for match in matches {
            furthestEndByStart[match.start] = max(furthestEndByStart[match.start], match.end)
        }
        var furthestEndBefore = [Int](repeating: -1, count: count)
        var furthest = -1
        for start in 0..<count {
            furthestEndBefore[start] = furthest
            furthest = max(furthest, furthestEndByStart[start])
        }
        // Positions are unique per match, so another match contains this one when it starts
        // earlier and ends no sooner, or starts here and ends later.
        return matches.filter { match in
            furthestEndBefore[match.start] < match.end && furthestEndByStart[match.start] <= match.end
        }
    }

    /// The date of `password` from `start` through `end` when it has the form
    /// `^(\d{1,4})([\s/\\_.-])(\d{1,2})\2(\d{1,4})$`, or nil.
    private static func separatedDate(_ password: [Unicode.Scalar], _ digits: Digits, from start: Int, through end: Int) -> Reading? {
        let firstLength = digits.run(from: start, through: end)
        guard (1...4).contains(firstLength), start + firstLength <= end else { return nil }
        let separator = password[start + firstLength]
        guard isSeparator(separator) else { return nil }
        let secondStart = start + firstLength + 1
        let secondLength = digits.run(from: secondStart, through: end)
        guard (1...2).contains(secondLength) else { return nil }
        let afterSecond = secondStart + secondLength
        guard afterSecond <= end, password[afterSecond] == separator else { return nil }
        let thirdLength = end - afterSecond
        guard (1...4).contains(thirdLength), digits.run(from: afterSecond + 1, through: end) == thirdLength else { return nil }
        return reading(
            digits.number(start..<(start + firstLength)), digits.number(secondStart..<afterSecond),
            digits.number((afterSecond + 1)..<(end + 1)))
    }

    /// Whether `scalar` is one of the separators `[\s/\\_.-]`.
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        PythonText.isSpace(scalar) || "/\\_.-".unicodeScalars.contains(scalar)
    }

    /// zxcvbn's `map_ints_to_dmy`: the date three numbers make, or nil.
    private static func reading(_ first: Int, _ second: Int, _ third: Int) -> Reading? {
        guard second <= 31, second > 0 else { return nil }
        var over12 = 0
        var over31 = 0
        var under1 = 0
        for number in [first, second, third] {
            if (99 < number && number < earliestYear) || number > latestYear { return nil }
            if number > 31 { over31 += 1 }
            if number > 12 { over12 += 1 }
            if number <= 0 { under1 += 1 }
        }
        if over31 >= 2 || over12 == 3 || under1 >= 2 { return nil }
        let yearFirstOrLast = [(third, first, second), (first, second, third)]
        for (year, one, other) in yearFirstOrLast where (earliestYear...latestYear).contains(year) {
            guard let (day, month) = dayAndMonth(one, other) else { return nil }
            return Reading(year: year, month: month, day: day)
        }
        for (year, one, other) in yearFirstOrLast {
            if let (day, month) = dayAndMonth(one, other) {
                return Reading(year: fourDigitYear(year), month: month, day: day)
            }
        }
        return nil
    }

    /// zxcvbn's `map_ints_to_dm`: a day and a month, in either order.
    private static func dayAndMonth(_ one: Int, _ other: Int) -> (day: Int, month: Int)? {
        for (day, month) in [(one, other), (other, one)]
        where (1...31).contains(day) && (1...12).contains(month) {
            return (day, month)
        }
        return nil
    }

    /// zxcvbn's `two_to_four_digit_year`: 87 is 1987, 15 is 2015.
    private static func fourDigitYear(_ year: Int) -> Int {
        if year > 99 { return year }
        return year > 50 ? year + 1900 : year + 2000
    }
}
