/// What a field of a typed spec (`integer`, `number`, `boolean`, `choice`) asks of its text
/// before its own validators: that the text spells such a value, and which characters may be
/// typed at all.
///
/// An `integer` field takes digits and a leading minus (`-?[0-9]+`, the spelling records accept
/// under `"coerce": "strings"`), a `number` field a decimal point too (`-?[0-9]+(.[0-9]+)?`);
/// `-` and `2.` are incomplete. A `boolean` or `choice` field takes no typing: its text is set
/// by choosing (``Field/choose(_:)``, ``Field/cycleChoice(by:)``), so it is always empty or one
/// of its ``choices``.
struct FieldValueValidator: Validator {
    /// The kinds of value a field's text may spell.
    enum Kind: Sendable, Equatable {
        case integer
        case number
        /// One of these texts: `true`/`false` for a boolean, the spec's choices for a choice.
        case choice([String])
    }

    let kind: Kind

    /// The texts a choosing field offers, in order; empty for a typed number.
    var choices: [String] {
        guard case .choice(let choices) = kind else { return [] }
        return choices
    }

    func validate(_ text: String) -> Validity {
        switch kind {
        case .integer:
            return Self.judgeNumber(text, allowingFraction: false)
        case .number:
            return Self.judgeNumber(text, allowingFraction: true)
        case .choice(let choices):
            // Unreachable through a field's edits, which its filter refuses; a text set any
            // other way that names no choice is not one yet.
            return choices.contains(text) ? .valid : .incomplete
        }
    }

    var inputFilter: (any InputFilter)? {
        NumberCharacters(kind: kind)
    }

    /// `-?[0-9]+`, and with `allowingFraction` an optional `.` and digits after it; a text that
    /// stops before a required digit is incomplete.
    private static func judgeNumber(_ text: String, allowingFraction: Bool) -> Validity {
        var digitsBefore = 0
        var digitsAfter = 0
        var sawPoint = false
        for (offset, character) in text.enumerated() {
            switch character {
            case "-" where offset == 0:
                continue
            case "0"..."9":
                if sawPoint { digitsAfter += 1 } else { digitsBefore += 1 }
            case "." where allowingFraction && !sawPoint && digitsBefore > 0:
                sawPoint = true
            default:
                return .invalid(ValidationFailure(
                    code: .numberSyntax, arguments: ["position": .integer(offset + 1)],
                    variant: allowingFraction ? "number" : nil))
            }
        }
        return digitsBefore == 0 || (sawPoint && digitsAfter == 0) ? .incomplete : .valid
    }
}

/// The characters a typed field accepts: digits and `-` (and `.` for a number); none for a field
/// whose text is chosen.
private struct NumberCharacters: InputFilter {
    let kind: FieldValueValidator.Kind

    func accepts(_ character: Character) -> Bool {
        switch kind {
        case .integer: character.isASCII && (character.isWholeNumber || character == "-")
        case .number: character.isASCII && (character.isWholeNumber || character == "-" || character == ".")
        case .choice: false
        }
    }
}
