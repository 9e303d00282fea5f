import ValidatorKit

/// A PCRE2 pattern rewritten as an ECMA-262 regular expression (read with its `u` flag, as JSON
/// Schema validators such as Ajv read `pattern`) that matches exactly the same whole texts, or
/// nothing when the pattern leaves the subset whose meaning is the same in both.
///
/// The subset: literal characters and escaped punctuation; `\n`, `\t`, `\r`, `\f`, `\e`, `\a`,
/// `\xHH` and `\x{H…}`; `.` (`s` flag or not); character classes of characters and ranges,
/// negated or not; groups (`(…)`, `(?:…)`, named), alternatives; `^` and `$`, which PCRE2 reads
/// as the start and end of the text as compiled (`PCRE2_DOLLAR_ENDONLY`, no multiline); the
/// quantifiers `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, greedy or lazy. The `i` flag becomes
/// classes of both cases where the pattern's letters are ASCII (with the Kelvin sign for `k` and
/// the long s for `s`, which PCRE2 folds to them); the `x` flag drops the pattern's spaces and
/// comments. Everything else is left out: `\d`, `\w`, `\s` and `\b` match digits, letters and
/// spaces of every script in PCRE2 with Unicode properties but ASCII ones in ECMA-262;
/// lookarounds, back references, possessive quantifiers, atomic groups, inline options, verbs
/// and POSIX classes have no counterpart or a different one.
///
/// ```swift
/// ECMAScriptPattern(pcre2: "[a-z]+@x\\.org", flags: [])?.wholeText   // "^(?:[a-z]+@x\\.org)$"
/// ECMAScriptPattern(pcre2: "\\d{4}", flags: [])                       // nil: \d is Unicode in PCRE2
/// ```
struct ECMAScriptPattern {
    /// The rewritten pattern, to be matched against the whole text.
    let body: String

    /// The pattern as a JSON Schema `pattern`, anchored at both ends (JSON Schema's match
    /// anywhere in the text).
    var wholeText: String { PatternText.wholeText(body) }

    /// Rewrites `pattern`, compiled with `flags`; `nil` outside the subset.
    init?(pcre2 pattern: String, flags: RegexFlags) {
        var reader = Reader(scalars: Array(pattern.unicodeScalars), flags: flags)
        guard let body = reader.alternatives(), reader.isAtEnd else { return nil }
        self.body = body
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        let flags: RegexFlags
        var position = 0

        init(scalars: [Unicode.Scalar], flags: RegexFlags) {
            self.scalars = scalars
            self.flags = flags
        }

        var isAtEnd: Bool { position == scalars.count }

        private var next: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        private func peek(_ offset: Int) -> Unicode.Scalar? {
            position + offset < scalars.count ? scalars[position + offset] : nil
        }

        /// Alternatives separated by `|`, up to the end or a `)`.
        mutating func alternatives() -> String? {
            guard var written = sequence() else { return nil }
            while next == "|" {
                position += 1
                guard let more = sequence() else { return nil }
                written += "|" + more
            }
            return written
        }

        /// Quantified items up to a `|`, a `)` or the end.
        private mutating func sequence() -> String? {
            var written = ""
            while true {
                guard skipExtendedSpace() else { return nil }
                guard let scalar = next, scalar != "|", scalar != ")" else { return written }
                guard let (item, isRepeatable) = atom() else { return nil }
                written += item
                guard let quantifier = quantifier() else { return nil }
                if !quantifier.isEmpty {
                    guard isRepeatable else { return nil }
                    written += quantifier
                }
            }
        }

        /// Under the `x` flag, skips white space and `#` comments; `false` when what follows
        /// them could read differently in another PCRE2 version (a quantifier after a space).
        private mutating func skipExtendedSpace() -> Bool {
            guard flags.contains(.extended) else { return true }
            var skipped = false
            while let scalar = next {
                if scalar == "#" {
                    while let inComment = next, inComment != "\n" {
                        if inComment == "\r" { return false }
                        position += 1
                    }
                } else if [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r"].contains(scalar) {
                    position += 1
                } else if scalar.properties.isPatternWhitespace {
                    return false
                } else {
                    break
                }
                skipped = true
            }
            return !(skipped && ["*", "+", "?", "{"].contains(next))
        }

        /// One item and whether a quantifier may follow it.
        private mutating func atom() -> (String, Bool)? {
            guard let scalar = next else { return nil }
            position += 1
            switch scalar {
            case "(":
                guard groupOpening(), let inside = alternatives(), next == ")" else { return nil }
                position += 1
                return ("(?:" + inside + ")", true)
            case "[":
                return characterClass().map { ($0, true) }
            case ".":
                return (flags.contains(.dotMatchesNewline) ? #"[\s\S]"# : #"[^\n]"#, true)
            case "^", "$":
                return (String(scalar), false)
            case "*", "+", "?", "{":
                return nil
            case "\\":
                return escapedCharacter().flatMap(literal).map { ($0, true) }
            default:
                return literal(scalar).map { ($0, true) }
            }
        }

        /// Reads what follows a group's `(`: nothing, `?:`, or a name (`?<name>`, `?P<name>`,
        /// `?'name'`); `false` for any other kind of group.
        private mutating func groupOpening() -> Bool {
            guard next == "?" else { return true }
            switch peek(1) {
            case ":":
                position += 2
                return true
            case "<", "'", "P":
                let skip = peek(1) == "P" ? 2 : 1
                guard peek(1) != "P" || peek(2) == "<" else { return false }
                let close: Unicode.Scalar = peek(skip) == "'" ? "'" : ">"
                var end = position + skip + 1
                while end < scalars.count, scalars[end] == "_" || (scalars[end].isASCII && scalars[end].properties.isAlphabetic)
                    || ("0"..."9").contains(scalars[end])
                {
                    end += 1
                }
                guard end > position + skip + 1, end < scalars.count, scalars[end] == close else { return false }
                position = end + 1
                return true
            default:
                return false
            }
        }

        /// A quantifier, greedy or lazy, or an empty text when none follows; `nil` for a
        /// possessive quantifier, a `{` that is no quantifier, or a quantifier repeated.
        private mutating func quantifier() -> String? {
            var written: String
            switch next {
            case "*", "+", "?":
                written = String(next!)
                position += 1
            case "{":
                guard let counted = countedQuantifier() else { return nil }
                written = counted
            default:
                return ""
            }
            if next == "?" {
                written += "?"
                position += 1
            }
            if let after = next, ["*", "+", "?", "{"].contains(after) { return nil }
            return written
        }

        /// `{n}`, `{n,}` or `{n,m}` with `n <= m`.
        private mutating func countedQuantifier() -> String? {
            var end = position + 1
            var parts: [String] = [""]
            while end < scalars.count, scalars[end] != "}" {
                if scalars[end] == ",", parts.count == 1 {
                    parts.append("")
                } else if ("0"..."9").contains(scalars[end]) {
                    parts[parts.count - 1].unicodeScalars.append(scalars[end])
                } else {
                    return nil
                }
                end += 1
            }
            guard end < scalars.count, let least = Int(parts[0]) else { return nil }
            if parts.count == 2, !parts[1].isEmpty {
                guard let most = Int(parts[1]), least <= most else { return nil }
            }
            position = end + 1
            return "{" + parts.joined(separator: ",") + "}"
        }

        /// The character after a `\` that stands for one character; `nil` for an escape that
        /// stands for a class, an assertion, a reference or anything outside the subset.
        private mutating func escapedCharacter() -> Unicode.Scalar? {
            guard let scalar = next else { return nil }
            position += 1
            switch scalar {
            case "n": return "\n"
            case "t": return "\t"
            case "r": return "\r"
            case "f": return "\u{0C}"
            case "e": return "\u{1B}"
            case "a": return "\u{07}"
            case "x": return hexadecimalCharacter()
            default:
                // PCRE2 reads any other escaped character that is no ASCII letter or digit as itself.
                let isAlphanumeric = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                return isAlphanumeric ? nil : scalar
            }
        }

        /// The character of `\xHH` (one or two digits) or `\x{H…}`, after the `x`.
        private mutating func hexadecimalCharacter() -> Unicode.Scalar? {
            var digits = ""
            if next == "{" {
                position += 1
                while let scalar = next, scalar != "}" {
                    digits.unicodeScalars.append(scalar)
                    position += 1
                }
                guard next == "}" else { return nil }
                position += 1
            } else {
                while digits.count < 2, let scalar = next, scalar.properties.isASCIIHexDigit {
                    digits.unicodeScalars.append(scalar)
                    position += 1
                }
            }
            return UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init)
        }

        /// `scalar` matching itself, or under the `i` flag a class of its cases.
        private func literal(_ scalar: Unicode.Scalar) -> String? {
            guard flags.contains(.caseInsensitive) else { return PatternText.literal(scalar, inClass: false) }
            guard scalar.isASCII else { return nil }
            let cases = CodePointRanges([scalar...scalar]).addingCases
            return cases.isSingle ? PatternText.literal(scalar, inClass: false) : "[" + cases.classText + "]"
        }

        /// A class after its `[`, up to and including its `]`.
        private mutating func characterClass() -> String? {
            var isNegated = false
            if next == "^" {
                isNegated = true
                position += 1
            }
            // A leading ']' is a member in PCRE2 and ends an empty class in ECMA-262.
            guard next != "]" else { return nil }
            var ranges: [ClosedRange<Unicode.Scalar>] = []
            while next != nil, next != "]" {
                guard let low = classMember() else { return nil }
                guard next == "-", let after = peek(1), after != "]" else {
                    ranges.append(low...low)
                    continue
                }
                position += 1
                guard let high = classMember(), low <= high else { return nil }
                ranges.append(low...high)
            }
            guard next == "]" else { return nil }
            position += 1
            var members = CodePointRanges(ranges)
            if flags.contains(.caseInsensitive) {
                guard members.isASCII else { return nil }
                members = members.addingCases
            }
            return "[" + (isNegated ? "^" : "") + members.classText + "]"
        }

        /// One character of a class: itself or an escape standing for one character; `nil` for
        /// a POSIX class (`[:alpha:]`) or an escape outside the subset.
        private mutating func classMember() -> Unicode.Scalar? {
            guard let scalar = next else { return nil }
            position += 1
            switch scalar {
            case "[":
                guard let after = next, ![":", ".", "="].contains(after) else { return nil }
                return scalar
            case "\\":
                return escapedCharacter()
            default:
                return scalar
            }
        }
    }
}

/// A set of code points as sorted, disjoint ranges.
private struct CodePointRanges {
    private(set) var ranges: [ClosedRange<UInt32>]

    init(_ scalars: [ClosedRange<Unicode.Scalar>]) {
        self.init(values: scalars.map { $0.lowerBound.value...$0.upperBound.value })
    }

    private init(values: [ClosedRange<UInt32>]) {
        var merged: [ClosedRange<UInt32>] = []
        for range in values.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        ranges = merged
    }

    var isASCII: Bool { ranges.allSatisfy { $0.upperBound < 0x80 } }

    var isSingle: Bool { ranges.count == 1 && ranges[0].lowerBound == ranges[0].upperBound }

    /// The set with the other case of every ASCII letter in it, as PCRE2's caseless matching
    /// with Unicode properties has it: `k` and `K` also match the Kelvin sign (U+212A), `s` and
    /// `S` the long s (U+017F).
    var addingCases: CodePointRanges {
        var values = ranges
        for (from, to) in [(UInt32(0x61), UInt32(0x41)), (0x41, 0x61)] {
            for range in ranges {
                let low = max(range.lowerBound, from)
                let high = min(range.upperBound, from + 25)
                guard low <= high else { continue }
                values.append((low - from + to)...(high - from + to))
            }
        }
        let caseless = CodePointRanges(values: values)
        var extra: [ClosedRange<UInt32>] = []
        if caseless.contains(0x6B) { extra.append(0x212A...0x212A) }
        if caseless.contains(0x73) { extra.append(0x017F...0x017F) }
        return CodePointRanges(values: caseless.ranges + extra)
    }

    private func contains(_ value: UInt32) -> Bool {
        ranges.contains { $0.contains(value) }
    }

    /// The members of a class: each range as `a-z`, or its one or two characters.
    var classText: String {
        ranges.map { range in
            let low = Self.member(range.lowerBound)
            let high = Self.member(range.upperBound)
            switch range.upperBound - range.lowerBound {
            case 0: return low
            case 1: return low + high
            default: return low + "-" + high
            }
        }.joined()
    }

    private static func member(_ value: UInt32) -> String {
        // Every bound comes from a scalar or from an ASCII letter's other case.
        PatternText.literal(Unicode.Scalar(value) ?? "\u{FFFD}", inClass: true)
    }
}
