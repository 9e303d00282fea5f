/// zxcvbn's `regex_match` with its one pattern, `recent_year`: `19\d\d|200\d|201\d`, found left to
/// right without overlap as Python's `finditer` finds them (`\d` being any script's digit).
enum RecentYearMatching {
    /// Every recent year in `password`.
    static func matches(in password: [Unicode.Scalar]) -> [PasswordMatch] {
        var matches: [PasswordMatch] = []
        var start = 0
        while start + 4 <= password.count {
            let candidate = password[start..<(start + 4)]
            if isRecentYear(Array(candidate)) {
                matches.append(PasswordMatch(start: start, end: start + 3, pattern: .recentYear(PythonText.integer(candidate))))
                start += 4
            } else {
                start += 1
            }
        }
        return matches
    }

    /// Whether four characters are `19\d\d`, `200\d` or `201\d`.
    private static func isRecentYear(_ text: [Unicode.Scalar]) -> Bool {
        guard text[0] == "1" || text[0] == "2" else { return false }
        if text[0] == "1" {
            return text[1] == "9" && PythonText.isDigit(text[2]) && PythonText.isDigit(text[3])
        }
        return text[1] == "0" && (text[2] == "0" || text[2] == "1") && PythonText.isDigit(text[3])
    }
}
