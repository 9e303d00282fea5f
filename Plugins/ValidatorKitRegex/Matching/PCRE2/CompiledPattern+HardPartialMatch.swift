#if VALIDATORKIT_PCRE2
extension CompiledPattern {
    /// Whether a text that a soft partial match finds no match in may still be the beginning of
    /// a match that only a hard partial match finds, so that ``match(_:using:)`` needs the
    /// second, hard, partial match to tell `incomplete` from `invalid`; `false` only for patterns
    /// that have none of the constructs that can make the two differ, read conservatively from
    /// the pattern's text (any sign of one counts).
    ///
    /// Until the end of the text is reached the two kinds of partial match try the same paths in
    /// the same order; where a hard one stops at a partial match, a soft one remembers it,
    /// carries on and reports it unless a complete match follows (pcre2partial(3)). They part
    /// only where the end of the text is met by an assertion (`\b`, `\B`, `\z`, `\Z`, `$`, which
    /// a hard partial match takes as a partial match and a soft one evaluates; the final `$` of
    /// the whole-text wrapping matches there, a complete match), by a backtracking verb such as
    /// `(*COMMIT)` that ends a soft match before it reports what it found, or by one of the
    /// constructs PCRE2 treats specially at the end of a text (`\R` after a carriage return,
    /// `\X`, lookbehinds, back references, `\K`, atomic groups and possessive quantifiers are
    /// counted in for safety). A pattern without any of them gets the same answer from its soft
    /// "no match" as from a hard partial match, and half the work on texts that cannot match.
    static func mayNeedHardPartialMatch(_ pattern: String) -> Bool {
        let bytes = Array(pattern.utf8)
        for (index, byte) in bytes.enumerated() {
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            switch byte {
            case UInt8(ascii: "$"), UInt8(ascii: "^"):
                return true
            case UInt8(ascii: "\\"):
                // An escape that asserts, refers back or resets; over-reading an escaped
                // backslash (`\\b`) costs only the second match.
                if let next, escapesNeedingHardPartialMatch.contains(next) { return true }
            case UInt8(ascii: "("):
                // Verbs and start options `(*…)`, and every group syntax but `(?:`.
                if next == UInt8(ascii: "*") { return true }
                if next == UInt8(ascii: "?"), index + 2 >= bytes.count || bytes[index + 2] != UInt8(ascii: ":") {
                    return true
                }
            case UInt8(ascii: "+"):
                // A possessive quantifier: `a++`, `a*+`, `a?+`, `a{2}+`.
                if index > 0, [UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "}")].contains(bytes[index - 1]) {
                    return true
                }
            default:
                break
            }
        }
        return false
    }

    /// The letters and digits after a backslash that assert (`b B z Z A G`), reset the match
    /// start (`K`), refer to a group (`g k 1`–`9`) or match what PCRE2 treats specially at the
    /// end of a text (`R X`).
    private static let escapesNeedingHardPartialMatch = Set("bBzZAGKgkRX123456789".utf8)
}
#endif
