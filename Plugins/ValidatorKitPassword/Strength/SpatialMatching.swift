/// zxcvbn's `spatial_match`: walks on each keyboard graph (`qwerty`, `zxcvbn`, `1478`) of at least
/// three keys, counting turns and shifted keys. Each graph is read in one pass over the password.
struct SpatialMatching: Sendable {
    /// The characters that start a walk shifted on a keyboard (zxcvbn's `SHIFTED_RX`).
    private static let shiftedCharacters = Set("~!@#$%^&*()_+QWERTYUIOP{}|ASDFGHJKL:\"ZXCVBNM<>?".unicodeScalars)

    /// The graphs, in zxcvbn's order.
    let graphs: [KeyboardGraph]

    /// Every walk on every graph, by start and end.
    func matches(in password: [Unicode.Scalar]) -> [PasswordMatch] {
        graphs.flatMap { walks(in: password, on: $0) }.sortedByPosition()
    }

    /// `spatial_match_helper`: the walks on one graph, left to right.
    private func walks(in password: [Unicode.Scalar], on graph: KeyboardGraph) -> [PasswordMatch] {
        var matches: [PasswordMatch] = []
        var start = 0
        while start < password.count - 1 {
            var next = start + 1
            var lastDirection: Int?
            var turns = 0
            var shiftedCount = graph.layout.hasShift && Self.shiftedCharacters.contains(password[start]) ? 1 : 0
            while true {
                let directions = graph.neighbours[password[next - 1]] ?? []
                var found = false
                if next < password.count {
                    let current = password[next]
                    for (direction, keys) in directions.enumerated() {
                        guard let position = keys.firstIndex(of: current) else { continue }
                        found = true
                        if position == 1 { shiftedCount += 1 }
                        if lastDirection != direction {
                            turns += 1
                            lastDirection = direction
                        }
                        break
                    }
                }
                if found {
                    next += 1
                } else {
                    if next - start > 2 {
                        matches.append(PasswordMatch(
                            start: start, end: next - 1,
                            pattern: .spatial(layout: graph.layout, turns: turns, shiftedCount: shiftedCount)))
                    }
                    start = next
                    break
                }
            }
        }
        return matches
    }
}
