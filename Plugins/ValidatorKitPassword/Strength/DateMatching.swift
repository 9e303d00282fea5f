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
    /// zxcvbn's `DATE_SPLITS`: where a run of digits of each length may be cut in three.
    private static let splits: [Int: [(Int, Int)]] = [
        4: [(1, 2), (2, 3)], 5: [(1, 3), (2, 3)], 6: [(1, 2), (2, 4), (4, 5)],
        7: [(1, 3), (2, 3), (4, 5), (4, 6)], 8: [(2, 4), (4, 6)],
    ]

    /// A day, a month and a year.
    private struct Reading {
        var year: Int
        var month: Int
        var day: Int
    }

    /// Every date in `password` that no other contains, by start and end.
    static func matches(in password: [Unicode.Scalar]) -> [PasswordMatch] {
        var matches: [PasswordMatch] = []
        let count = password.count
        for start in 0..<max(count - 3, 0) {
            for end in (start + 3)..<(start + 8) where end < count {
                let token = Array(password[start...end])
                guard token.allSatisfy(PythonText.isDigit), let options = splits[token.count] else { continue }
                let candidates = options.compactMap { first, second in
                    reading(of: [
                        PythonText.integer(token[0..<first]), PythonText.integer(token[first..<second]),
                        PythonText.integer(token[second...]),
                    ])
                }
                guard var best = candidates.first else { continue }
                for candidate in candidates.dropFirst()
                where abs(candidate.year - referenceYear) < abs(best.year - referenceYear) {
                    best = candidate
                }
                matches.append(PasswordMatch(start: start, end: end, pattern: .date(year: best.year, hasSeparator: false)))
            }
        }
        for start in 0..<max(count - 5, 0) {
            for end in (start + 5)..<(start + 10) where end < count {
                guard let parts = separatedParts(password[start...end]), let date = reading(of: parts) else { continue }
                matches.append(PasswordMatch(start: start, end: end, pattern: .date(year: date.year, hasSeparator: true)))
            }
        }
        return outermost(matches).sortedByPosition()
    }

    /// The matches no other match contains (zxcvbn's `filter_fun`), in their order; found from
    /// the longest end of the matches starting at or before each start, not by comparing pairs.
    private static func outermost(_ matches: [PasswordMatch]) -> [PasswordMatch] {
        var furthestEndByStart: [Int: Int] = [:]
        for match in matches {
            furthestEndByStart[match.start] = max(furthestEndByStart[match.start] ?? -1, match.end)
        }
        var furthestEndBefore: [Int: Int] = [:]
        var furthest = -1
        for start in furthestEndByStart.keys.sorted() {
            furthestEndBefore[start] = furthest
            furthest = max(furthest, furthestEndByStart[start] ?? -1)
        }
        // Positions are unique per match, so another match contains this one when it starts
        // earlier and ends no sooner, or starts here and ends later.
        return matches.filter { match in
            (furthestEndBefore[match.start] ?? -1) < match.end && (furthestEndByStart[match.start] ?? -1) <= match.end
        }
    }

    /// The three numbers of `^(\d{1,4})([\s/\\_.-])(\d{1,2})\2(\d{1,4})$`, or nil when the text
    /// does not have that form.
    private static func separatedParts(_ text: ArraySlice<Unicode.Scalar>) -> [Int]? {
        let characters = Array(text)
        let firstLength = characters.prefix(while: PythonText.isDigit).count
        guard (1...4).contains(firstLength), firstLength < characters.count else { return nil }
        let separator = characters[firstLength]
        guard isSeparator(separator) else { return nil }
        let rest = characters[(firstLength + 1)...]
        let secondLength = rest.prefix(while: PythonText.isDigit).count
        guard (1...2).contains(secondLength) else { return nil }
        let afterSecond = rest.startIndex + secondLength
        guard afterSecond < characters.count, characters[afterSecond] == separator else { return nil }
        let third = characters[(afterSecond + 1)...]
        guard (1...4).contains(third.count), third.allSatisfy(PythonText.isDigit) else { return nil }
        return [
            PythonText.integer(characters[0..<firstLength]), PythonText.integer(rest.prefix(secondLength)),
            PythonText.integer(third),
        ]
    }

    /// Whether `scalar` is one of the separators `[\s/\\_.-]`.
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        PythonText.isSpace(scalar) || "/\\_.-".unicodeScalars.contains(scalar)
    }

    /// zxcvbn's `map_ints_to_dmy`: the date three numbers make, or nil.
    private static func reading(of numbers: [Int]) -> Reading? {
        guard numbers[1] <= 31, numbers[1] > 0 else { return nil }
        var over12 = 0
        var over31 = 0
        var under1 = 0
        for number in numbers {
            if (99 < number && number < earliestYear) || number > latestYear { return nil }
            if number > 31 { over31 += 1 }
            if number > 12 { over12 += 1 }
            if number <= 0 { under1 += 1 }
        }
        if over31 >= 2 || over12 == 3 || under1 >= 2 { return nil }
        let yearFirstOrLast = [(numbers[2], [numbers[0], numbers[1]]), (numbers[0], [numbers[1], numbers[2]])]
        for (year, rest) in yearFirstOrLast where (earliestYear...latestYear).contains(year) {
            guard let (day, month) = dayAndMonth(rest) else { return nil }
            return Reading(year: year, month: month, day: day)
        }
        for (year, rest) in yearFirstOrLast {
            if let (day, month) = dayAndMonth(rest) {
                return Reading(year: fourDigitYear(year), month: month, day: day)
            }
        }
        return nil
    }

    /// zxcvbn's `map_ints_to_dm`: a day and a month, in either order.
    private static func dayAndMonth(_ numbers: [Int]) -> (day: Int, month: Int)? {
        for (day, month) in [(numbers[0], numbers[1]), (numbers[1], numbers[0])]
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
