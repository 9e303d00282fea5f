#if !VALIDATORKIT_PCRE2
/// A pattern in PCRE2's syntax rewritten in ICU's (what `NSRegularExpression` reads) so that it
/// means what PCRE2 with `PCRE2_UTF | PCRE2_UCP | PCRE2_DOLLAR_ENDONLY` makes of it; a construct
/// outside the subset both read alike is refused with ``RegexPatternError/Code/unsupportedConstruct``.
///
/// The translation reads the pattern itself rather than handing it to ICU, because ICU accepts
/// much that PCRE2 reads otherwise: its sets take `[`, `&&` and `--` as operators, its `\w`, `\s`,
/// `\b` and `.` cover other characters, its `$` matches before a final line break, and names such
/// as `\p{Greek}` and `[:alpha:]` mean other sets. So every literal is written as an escape or a
/// code point, the shorthands become the sets PCRE2 defines (PCRE2 10.42 with UCP: `\w` is
/// `[\p{L}\p{N}_]`, `\s` is `\p{Z}` with `\h` and `\v`), `.` is `[^\n]` (or any character with
/// `s`), `$` is `\z`, and the extended flag's spaces and comments are dropped here.
///
/// Refused: possessive quantifiers, atomic groups, backtracking verbs and options (`(*…)`), `\K`,
/// branch reset `(?|`, recursion and subroutine calls, conditionals, callouts, backreferences,
/// property names other than general categories, POSIX classes, `\h`, `\v`, `\R`, `\X`, `\N`,
/// `\G`, octal escapes, inline options other than `i`, and `{,n}` (a quantifier from PCRE2 10.43 on, a
/// literal before). Also refused with `i`: literals whose case mapping has more than one
/// character (`ß`, `ﬁ`), which ICU folds to several and PCRE2 does not.
struct ICUPattern {
    /// The pattern in ICU's syntax.
    var source: String { output }

    /// PCRE2 10.42's `\w` with UCP, as an ICU set body.
    private static let wordSet = #"\p{L}\p{N}_"#
    /// PCRE2's `\s` with UCP: `\p{Z}`, `\h` and `\v`, as an ICU set body.
    private static let spaceSet = #"\t-\r\x{85}\x{180E}\p{Z}"#
    /// PCRE2's `\d` with UCP, as an ICU set body.
    private static let digitSet = #"\p{Nd}"#
    /// The general categories PCRE2 and ICU both name, with and without their negation.
    private static let generalCategories: Set<String> = [
        "C", "Cc", "Cf", "Cn", "Co", "Cs", "L", "Ll", "Lm", "Lo", "Lt", "Lu", "M", "Mc", "Me", "Mn",
        "N", "Nd", "Nl", "No", "P", "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "S", "Sc", "Sk", "Sm", "So",
        "Z", "Zl", "Zp", "Zs",
    ]

    private let pattern: String
    private let scalars: [Unicode.Scalar]
    /// The UTF-8 offset of each scalar, and of the end.
    private let utf8Offsets: [Int]
    private var position = 0
    private var output = ""
    private var extended: Bool
    private let dotMatchesNewline: Bool
    private var caseInsensitive: Bool
    /// Whether the last item written can take a quantifier.
    private var repeatable = false
    /// Each open group's extended and caseless settings, to restore when it closes.
    private var openGroups: [(extended: Bool, caseInsensitive: Bool, offset: Int)] = []

    /// Translates `pattern` read with `flags`; throws ``RegexPatternError`` naming the first
    /// construct the Foundation backend cannot match as PCRE2 does, or a syntax mistake.
    init(pattern: String, flags: RegexFlags) throws(RegexPatternError) {
        self.pattern = pattern
        scalars = Array(pattern.unicodeScalars)
        var offsets = [0]
        for scalar in scalars { offsets.append((offsets.last ?? 0) + UTF8.width(scalar)) }
        utf8Offsets = offsets
        extended = flags.contains(.extended)
        caseInsensitive = flags.contains(.caseInsensitive)
        dotMatchesNewline = flags.contains(.dotMatchesNewline)
        try translate()
    }

    // MARK: Reading

    private var atEnd: Bool { position >= scalars.count }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < scalars.count ? scalars[position + ahead] : nil
    }

    private func lookingAt(_ text: String) -> Bool {
        let wanted = Array(text.unicodeScalars)
        guard position + wanted.count <= scalars.count else { return false }
        return Array(scalars[position..<position + wanted.count]) == wanted
    }

    private func unsupported(_ construct: String, at offset: Int) -> RegexPatternError {
        .unsupportedConstruct(pattern: pattern, construct: construct, utf8Offset: utf8Offsets[offset])
    }

    private func syntax(_ reason: String, at offset: Int) -> RegexPatternError {
        .invalidSyntax(pattern: pattern, reason: reason, utf8Offset: utf8Offsets[min(offset, scalars.count)])
    }

    /// The text of the pattern from `start` up to the reading position.
    private func text(from start: Int) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<min(position, scalars.count)])
        return String(text)
    }

    // MARK: The pattern

    private mutating func translate() throws(RegexPatternError) {
        while !atEnd {
            try translateItem()
        }
        if let open = openGroups.last {
            throw syntax("missing closing parenthesis", at: max(open.offset, scalars.count))
        }
    }

    private mutating func translateItem() throws(RegexPatternError) {
        guard let scalar = peek() else { return }
        let start = position
        if extended && Self.isPatternWhiteSpace(scalar) {
            position += 1
            return
        }
        if extended && scalar == "#" {
            while let next = peek(), next != "\n" { position += 1 }
            return
        }
        switch scalar {
        case "\\":
            try translateEscape()
        case "[":
            try translateClass()
        case "(":
            try translateGroupOpening()
        case ")":
            guard let group = openGroups.popLast() else { throw syntax("unmatched closing parenthesis", at: start) }
            position += 1
            output += ")"
            (extended, caseInsensitive) = (group.extended, group.caseInsensitive)
            repeatable = true
        case "|":
            position += 1
            output += "|"
            repeatable = false
        case "^":
            position += 1
            output += #"\A"#
            repeatable = false
        case "$":
            position += 1
            output += #"\z"#
            repeatable = false
        case ".":
            position += 1
            output += dotMatchesNewline ? #"[\x{0}-\x{10FFFF}]"# : #"[^\n]"#
            repeatable = true
        case "*", "+", "?":
            try translateQuantifier(start: start)
        case "{":
            if let quantifier = try quantifierBraces() {
                guard repeatable else { throw syntax("quantifier does not follow a repeatable item", at: start) }
                output += quantifier
                try quantifierSuffix()
            } else {
                position += 1
                try literal("{", at: start)
            }
        default:
            position += 1
            try literal(scalar, at: start)
        }
    }

    private mutating func translateQuantifier(start: Int) throws(RegexPatternError) {
        guard repeatable, let scalar = peek() else {
            throw syntax("quantifier does not follow a repeatable item", at: start)
        }
        position += 1
        output.unicodeScalars.append(scalar)
        try quantifierSuffix()
    }

    /// A lazy `?` is the same in ICU; a possessive `+` is refused; a quantified quantifier is an error.
    private mutating func quantifierSuffix() throws(RegexPatternError) {
        let start = position
        if peek() == "+" { throw unsupported("possessive quantifier", at: start) }
        if peek() == "?" {
            position += 1
            output += "?"
        }
        repeatable = false
    }

    /// `{n}`, `{n,}` or `{n,m}` at the reading position, as ICU writes it (consumed); `nil` for a
    /// brace PCRE2 reads as a literal (not consumed).
    private mutating func quantifierBraces() throws(RegexPatternError) -> String? {
        let start = position
        var index = position + 1
        func digits() -> String {
            var text = ""
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                text.unicodeScalars.append(scalars[index])
                index += 1
            }
            return text
        }
        let minimum = digits()
        if minimum.isEmpty {
            if index < scalars.count, scalars[index] == "," { throw unsupported("quantifier '{,'", at: start) }
            return nil
        }
        var maximum: String?
        if index < scalars.count, scalars[index] == "," {
            index += 1
            maximum = digits()
        }
        guard index < scalars.count, scalars[index] == "}" else { return nil }
        position = index + 1
        // PCRE2's largest repeat count.
        let largest = 65_535
        guard let low = Int(minimum), low <= largest else { throw syntax("number too big in {} quantifier", at: start) }
        if let maximum, !maximum.isEmpty {
            guard let high = Int(maximum), high <= largest else {
                throw syntax("number too big in {} quantifier", at: start)
            }
            guard high >= low else { throw syntax("numbers out of order in {} quantifier", at: index) }
        }
        return maximum.map { "{\(minimum),\($0)}" } ?? "{\(minimum)}"
    }

    // MARK: Groups

    private mutating func translateGroupOpening() throws(RegexPatternError) {
        let start = position
        let wasRepeatable = repeatable
        position += 1
        openGroups.append((extended, caseInsensitive, start))
        repeatable = false
        if peek() == "*" { throw unsupported("backtracking verb or option '(*'", at: start) }
        guard peek() == "?" else {
            output += "("
            return
        }
        position += 1
        switch peek() {
        case ":":
            position += 1
            output += "(?:"
        case "=", "!":
            output += "(?" + String(Character(scalars[position]))
            position += 1
        case "<" where peek(1) == "=" || peek(1) == "!":
            output += "(?<" + String(Character(scalars[position + 1]))
            position += 2
        case "<", "'":
            try namedGroup(start: start)
        case "P" where peek(1) == "<":
            try namedGroup(start: start)
        case "#":
            openGroups.removeLast()
            while let next = peek(), next != ")" { position += 1 }
            guard peek() == ")" else { throw syntax("missing ) after (?# comment", at: start) }
            position += 1
            repeatable = wasRepeatable
        case ">": throw unsupported("atomic group '(?>'", at: start)
        case "|": throw unsupported("branch reset '(?|'", at: start)
        case "(": throw unsupported("conditional group '(?('", at: start)
        case "C": throw unsupported("callout '(?C'", at: start)
        case "R", "&", "+":
            throw unsupported("recursion or subroutine call", at: start)
        case "-" where peek(1).map({ ("0"..."9").contains($0) }) ?? false:
            throw unsupported("recursion or subroutine call", at: start)
        case "P": throw unsupported("named reference '(?P'", at: start)
        default:
            if let next = peek(), ("0"..."9").contains(next) {
                throw unsupported("recursion or subroutine call", at: start)
            }
            try inlineOptions(start: start)
        }
    }

    /// `(?<name>`, `(?'name'` and `(?P<name>`: a numbered group in ICU (names only serve
    /// backreferences, which are refused, and PCRE2 numbers named groups as it numbers others).
    private mutating func namedGroup(start: Int) throws(RegexPatternError) {
        if peek() == "P" { position += 1 }
        let closing: Unicode.Scalar = peek() == "'" ? "'" : ">"
        position += 1
        let nameStart = position
        while let next = peek(), next == "_" || next.properties.isAlphabetic || ("0"..."9").contains(next) {
            position += 1
        }
        guard position > nameStart, peek() == closing, !("0"..."9").contains(scalars[nameStart]) else {
            throw syntax("syntax error in subpattern name (missing terminator?)", at: position)
        }
        position += 1
        output += "("
    }

    /// `(?i)`, `(?-i)`, `(?i:…)` and `(?-i:…)`; every other option letter is refused.
    private mutating func inlineOptions(start: Int) throws(RegexPatternError) {
        var on = true
        var caseless = caseInsensitive
        var written = ""
        while let next = peek(), next != ")", next != ":" {
            switch next {
            case "-": on = false
            case "i": caseless = on
            case "^": caseless = false
            default: throw unsupported("inline option '\(Character(next))'", at: position)
            }
            written.unicodeScalars.append(next)
            position += 1
        }
        guard let end = peek() else { throw syntax("missing closing parenthesis", at: start) }
        position += 1
        let flag = caseless ? "i" : "-i"
        if end == ")" {
            // Applies to the rest of the enclosing group: ICU reads `(?i)` so too.
            openGroups.removeLast()
            caseInsensitive = caseless
            output += "(?\(flag))"
        } else {
            caseInsensitive = caseless
            output += "(?\(flag):"
        }
    }

    // MARK: Escapes outside classes

    private mutating func translateEscape() throws(RegexPatternError) {
        let start = position
        position += 1
        guard let scalar = peek() else { throw syntax("\\ at end of pattern", at: position) }
        position += 1
        let wasRepeatable = repeatable
        repeatable = true
        switch scalar {
        case "d": output += "[\(Self.digitSet)]"
        case "D": output += "[^\(Self.digitSet)]"
        case "w": output += "[\(Self.wordSet)]"
        case "W": output += "[^\(Self.wordSet)]"
        case "s": output += "[\(Self.spaceSet)]"
        case "S": output += "[^\(Self.spaceSet)]"
        case "b", "B":
            let word = "[\(Self.wordSet)]"
            let boundary = "(?:(?<=\(word))(?!\(word))|(?<!\(word))(?=\(word)))"
            let inside = "(?:(?<=\(word))(?=\(word))|(?<!\(word))(?!\(word)))"
            output += scalar == "b" ? boundary : inside
            repeatable = false
        case "C":
            // PCRE2_NEVER_BACKSLASH_C on the PCRE2 backend: the same error here.
            throw syntax("using \\C is disabled by the application", at: position)
        case "A":
            output += #"\A"#
            repeatable = false
        case "z":
            output += #"\z"#
            repeatable = false
        case "Z":
            output += #"(?=\n?\z)"#
            repeatable = false
        case "Q":
            repeatable = wasRepeatable
            for (quotedScalar, offset) in quoted() {
                try literal(quotedScalar, at: offset)
            }
        case "E":
            repeatable = wasRepeatable
        case "p", "P":
            output += try property(negated: scalar == "P", start: start)
        default:
            if let character = try characterEscape(scalar, start: start) {
                try literal(character, at: start)
            } else {
                throw unsupported("escape '\\\(Character(scalar))'", at: start)
            }
        }
    }

    /// Reads `\Q…\E` (the `\Q` already read; an open `\Q` runs to the end of the pattern):
    /// each quoted scalar with its offset.
    private mutating func quoted() -> [(Unicode.Scalar, Int)] {
        var quotedScalars: [(Unicode.Scalar, Int)] = []
        while let next = peek() {
            if next == "\\" && peek(1) == "E" {
                position += 2
                break
            }
            quotedScalars.append((next, position))
            position += 1
        }
        return quotedScalars
    }

    /// `\p{Xx}` or `\pX` naming a general category, as ICU writes it.
    private mutating func property(negated: Bool, start: Int) throws(RegexPatternError) -> String {
        var name = ""
        if peek() == "{" {
            position += 1
            while let next = peek(), next != "}" {
                name.unicodeScalars.append(next)
                position += 1
            }
            guard peek() == "}" else { throw syntax("malformed \\P or \\p sequence", at: start) }
            position += 1
        } else if let next = peek() {
            name.unicodeScalars.append(next)
            position += 1
        }
        var isNegated = negated
        if name.hasPrefix("^") {
            name.removeFirst()
            isNegated.toggle()
        }
        guard Self.generalCategories.contains(name) else {
            throw unsupported("property '\(text(from: start))'", at: start)
        }
        return (isNegated ? #"\P{"# : #"\p{"#) + name + "}"
    }

    /// The character an escape such as `\t`, `\x{263A}` or `\.` stands for; `nil` for an escape
    /// that is not a single character (then refused).
    private mutating func characterEscape(
        _ scalar: Unicode.Scalar, start: Int
    ) throws(RegexPatternError) -> Unicode.Scalar? {
        switch scalar {
        case "t": return "\t"
        case "n": return "\n"
        case "r": return "\r"
        case "f": return "\u{0C}"
        case "e": return "\u{1B}"
        case "a": return "\u{07}"
        case "x":
            var digits = ""
            if peek() == "{" {
                position += 1
                while let next = peek(), next != "}" {
                    digits.unicodeScalars.append(next)
                    position += 1
                }
                guard peek() == "}" else { throw syntax("missing terminating } in \\x{}", at: start) }
                position += 1
            } else {
                while digits.unicodeScalars.count < 2, let next = peek(), next.properties.isASCIIHexDigit {
                    digits.unicodeScalars.append(next)
                    position += 1
                }
                if digits.isEmpty { return "\0" }
            }
            guard let value = UInt32(digits, radix: 16), let character = Unicode.Scalar(value) else {
                throw syntax("character code point value in \\x{} or \\o{} is too large", at: start)
            }
            return character
        default:
            // PCRE2 reads any other escaped ASCII punctuation or symbol as itself.
            guard scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar),
                scalar.value > 0x20
            else {
                if ("1"..."9").contains(scalar) { throw unsupported("backreference", at: start) }
                // `\0` and the other octal forms are refused with the other escapes.
                return nil
            }
            return scalar
        }
    }

    /// Writes `scalar` as a literal ICU reads as itself, refusing a caseless one whose case
    /// mapping has more than one character.
    private mutating func literal(_ scalar: Unicode.Scalar, at offset: Int) throws(RegexPatternError) {
        try checkCaseMapping(scalar, at: offset)
        output += Self.escaped(scalar)
        repeatable = true
    }

    private func checkCaseMapping(_ scalar: Unicode.Scalar, at offset: Int) throws(RegexPatternError) {
        guard caseInsensitive else { return }
        let properties = scalar.properties
        if properties.uppercaseMapping.unicodeScalars.count > 1 || properties.lowercaseMapping.unicodeScalars.count > 1
            || properties.titlecaseMapping.unicodeScalars.count > 1
        {
            throw unsupported("caseless '\(Character(scalar))', which folds to several characters", at: offset)
        }
    }

    /// `scalar` spelled so ICU reads it as itself inside a set or outside: ASCII letters and digits
    /// as they are, everything else as a code point escape.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            return String(Character(scalar))
        }
        return #"\x{"# + String(scalar.value, radix: 16) + "}"
    }

    /// PCRE2's white space for the extended flag (Unicode's Pattern_White_Space).
    private static func isPatternWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isPatternWhitespace
    }

    // MARK: Classes

    /// One member of a class: a single character (which may start a range) or a set.
    private enum ClassMember {
        case character(Unicode.Scalar)
        case set(String)
    }

    private mutating func translateClass() throws(RegexPatternError) {
        let start = position
        position += 1
        var negated = false
        if peek() == "^" {
            negated = true
            position += 1
        }
        var body = ""
        var first = true
        while true {
            guard let scalar = peek() else { throw syntax("missing terminating ] for character class", at: start) }
            if scalar == "]" && !first {
                position += 1
                break
            }
            first = false
            if scalar == "[" && peek(1) == ":" || scalar == "[" && (peek(1) == "." || peek(1) == "=") {
                throw unsupported("POSIX class", at: position)
            }
            if lookingAt(#"\Q"#) {
                position += 2
                for (quotedScalar, offset) in quoted() {
                    try checkCaseMapping(quotedScalar, at: offset)
                    body += Self.escaped(quotedScalar)
                }
                continue
            }
            if lookingAt(#"\E"#) {
                position += 2
                continue
            }
            let memberStart = position
            let member = try classMember()
            // A range: a character, '-', and a character that is not the closing ']'.
            if case .character(let low) = member, peek() == "-", let after = peek(1), after != "]" {
                position += 1
                let highStart = position
                guard case .character(let high) = try classMember() else {
                    throw syntax("invalid range in character class", at: highStart)
                }
                guard low <= high else { throw syntax("range out of order in character class", at: position - 1) }
                try checkCaseMapping(low, at: memberStart)
                try checkCaseMapping(high, at: highStart)
                body += Self.escaped(low) + "-" + Self.escaped(high)
                continue
            }
            switch member {
            case .character(let character):
                try checkCaseMapping(character, at: memberStart)
                body += Self.escaped(character)
            case .set(let set):
                body += set
            }
        }
        output += negated ? "[^\(body)]" : "[\(body)]"
        repeatable = true
    }

    /// One character or shorthand of a class at the reading position.
    private mutating func classMember() throws(RegexPatternError) -> ClassMember {
        guard let scalar = peek() else { throw syntax("missing terminating ] for character class", at: position) }
        let start = position
        position += 1
        guard scalar == "\\" else { return .character(scalar) }
        guard let escaped = peek() else { throw syntax("\\ at end of pattern", at: position) }
        position += 1
        switch escaped {
        case "d": return .set("[\(Self.digitSet)]")
        case "D": return .set("[^\(Self.digitSet)]")
        case "w": return .set("[\(Self.wordSet)]")
        case "W": return .set("[^\(Self.wordSet)]")
        case "s": return .set("[\(Self.spaceSet)]")
        case "S": return .set("[^\(Self.spaceSet)]")
        case "b": return .character("\u{08}")
        case "p", "P": return .set(try property(negated: escaped == "P", start: start))
        default:
            guard let character = try characterEscape(escaped, start: start) else {
                throw unsupported("escape '\\\(Character(escaped))' in a class", at: start)
            }
            return .character(character)
        }
    }
}
#endif
