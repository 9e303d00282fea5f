extension CharsetValidator {
    /// A `pattern` where it says exactly what the validator accepts: for ``AllowedCharacters/digits``,
    /// and for a literal set of ASCII characters; empty for letters of any script, which a
    /// pattern of code points cannot tell from the characters (grapheme clusters) the validator
    /// judges.
    ///
    /// ```swift
    /// CharsetValidator(allowed: .digits).schemaKeywords   // ["pattern": "^(?:[0-9]*)$"]
    /// ```
    public var schemaKeywords: [String: JSONValue] {
        switch allowed {
        case .digits:
            return ["pattern": .string(PatternText.wholeText("[0-9]*"))]
        case .literal(let characters):
            var members: [Unicode.Scalar] = []
            for character in characters.sorted() {
                guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first, scalar.isASCII
                else { return [:] }
                members.append(scalar)
                // Characters compare by canonical equivalence, and these three code points are
                // canonically equivalent to an ASCII character (singleton decompositions of
                // UnicodeData.txt): the validator accepts them wherever it accepts that character.
                members += Self.canonicalEquivalents[scalar] ?? []
            }
            let set = members.map { PatternText.literal($0, inClass: true) }.joined()
            return ["pattern": .string(PatternText.wholeText("[" + set + "]*"))]
        case .letters, .alphanumeric:
            return [:]
        }
    }

    /// The code points other than itself that are canonically equivalent to an ASCII character.
    private static let canonicalEquivalents: [Unicode.Scalar: [Unicode.Scalar]] = [
        ";": ["\u{037E}"], "`": ["\u{1FEF}"], "K": ["\u{212A}"],
    ]
}
