/// zxcvbn's `sequence_match`: runs of code points a constant step of 1 to 5 apart, up or down
/// (`abcd`, `9753`, `ZYX`, Greek and Cyrillic alphabets), in one pass.
enum SequenceMatching {
    /// The largest step between neighbours of a sequence.
    private static let maximumStep = 5

    /// Every sequence in `password`, left to right.
    static func matches(in password: [Unicode.Scalar]) -> [PasswordMatch] {
        guard password.count > 1 else { return [] }
        var matches: [PasswordMatch] = []
        func record(_ start: Int, _ end: Int, _ step: Int) {
            guard end - start > 1 || abs(step) == 1, step != 0, abs(step) <= maximumStep else { return }
            matches.append(PasswordMatch(start: start, end: end, pattern: .sequence(first: password[start], ascending: step > 0)))
        }
        var start = 0
        var lastStep: Int?
        for index in 1..<password.count {
            let step = Int(password[index].value) - Int(password[index - 1].value)
            let previous = lastStep ?? step
            lastStep = previous
            if step == previous { continue }
            record(start, index - 1, previous)
            start = index - 1
            lastStep = step
        }
        record(start, password.count - 1, lastStep ?? 0)
        return matches
    }
}
