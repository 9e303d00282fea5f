/// A validator capability: the text a field shows for what was typed, such as a phone number
/// formatted as you type, offered through ``Validator/textFormatter``.
public protocol TextFormatter: Sendable {
    /// The text to display for `text`.
    func formatted(_ text: String) -> String

    /// A session formatting one field's successive texts, which may keep state between them
    /// (the phone formatter steps once for a digit typed at the end). By default, a session
    /// that calls ``formatted(_:)`` for each text.
    func makeSession() -> any TextFormattingSession

    /// Where the characters of `text` appear in `shown`, ``formatted(_:)``'s display of it
    /// (given, so that a field's session formats each text once): the `n`-th element is the
    /// offset, in characters, of the display character that shows the `n`-th character of
    /// `text`. A character the display leaves out has no element, so there are at most as many
    /// as `text` has characters.
    ///
    /// By default the display's characters are matched with the typed ones in order, a digit
    /// with a digit of the same value in any script (a phone number typed in full-width digits
    /// is shown in ASCII ones), which is right only when the formatter adds no character equal
    /// to a typed one. A formatter that adds such characters (a mask's `+1` before a number
    /// typed from `1`) says where it put each typed character instead.
    func displayedOffsets(of text: String, in shown: String) -> [Int]
}

extension TextFormatter {
    /// A session that calls ``formatted(_:)`` for each text.
    public func makeSession() -> any TextFormattingSession {
        StatelessFormattingSession(formatter: self)
    }

    /// The offsets found by matching the characters of `shown` with those of `text` in order,
    /// a digit with a digit of the same value.
    public func displayedOffsets(of text: String, in shown: String) -> [Int] {
        if let offsets = Self.plainASCIIOffsets(of: text, in: shown) {
            return offsets
        }
        var typedCharacters = text.makeIterator()
        var expected = typedCharacters.next()
        var offsets: [Int] = []
        for (offset, character) in shown.enumerated() {
            guard let typed = expected else { break }
            guard character == typed || Self.isSameDigit(character, typed) else { continue }
            offsets.append(offset)
            expected = typedCharacters.next()
        }
        return offsets
    }

    /// The offsets when both texts are ASCII without a carriage return (the one ASCII byte that
    /// joins the next into one `Character`), so that each byte is a character and a digit is
    /// the same value only as itself: matched byte by byte, without breaking the texts into
    /// characters. `nil` for any other texts.
    private static func plainASCIIOffsets(of text: String, in shown: String) -> [Int]? {
        guard isPlainASCII(text), isPlainASCII(shown) else { return nil }
        var typedBytes = text.utf8.makeIterator()
        var expected = typedBytes.next()
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf8.count)
        for (offset, byte) in shown.utf8.enumerated() {
            guard let typed = expected else { break }
            guard byte == typed else { continue }
            offsets.append(offset)
            expected = typedBytes.next()
        }
        return offsets
    }

    private static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// Whether both characters are decimal digits of the same value (`６` and `6`).
    private static func isSameDigit(_ shown: Character, _ typed: Character) -> Bool {
        guard let value = decimalDigitValue(of: shown) else { return false }
        return decimalDigitValue(of: typed) == value
    }

    /// The value of a decimal digit of any script (Unicode's `Nd`), `nil` for another character.
    private static func decimalDigitValue(of character: Character) -> Int? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first,
              scalar.properties.numericType == .decimal else { return nil }
        return character.wholeNumberValue
    }
}
