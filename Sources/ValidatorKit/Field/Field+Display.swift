extension Field {
    /// The character a secure field shows in place of each hidden character.
    public static let maskCharacter: Character = "•"

    /// The text split into the current sections; characters beyond the capacity (left when the
    /// sections shrink) form one more section, so nothing is hidden.
    public var sections: [String] {
        sections(of: visibleText)
    }

    /// The text as the field shows it: masked when secure, formatted by the validator's
    /// ``TextFormatter`` when there is one, otherwise its sections joined by spaces.
    public var displayedText: String {
        if isSecure {
            return sections(of: visibleText).joined(separator: " ")
        }
        if let shown = formatting?.formatted(text) {
            return shown
        }
        return sections(of: text).joined(separator: " ")
    }

    /// Where the caret goes in ``displayedText``, in characters from its start: just after the
    /// same typed characters as ``cursor``. At the end of a full section with more text after
    /// it, the caret goes past the space, where the next character typed will appear.
    ///
    /// ```swift
    /// // sections [3, 3], text "1234", cursor 3: displayedText "123 4", displayedCursor 4
    /// ```
    public var displayedCursor: Int {
        if !isSecure, let shown = formatting?.formatted(text) {
            return Self.offset(afterTyped: cursor, of: text, in: shown)
        }
        var separators = 0
        var sectionEnd = 0
        for length in layout.lengths {
            sectionEnd += length
            guard cursor >= sectionEnd, characterCount > sectionEnd else { break }
            separators += 1
        }
        return cursor + separators
    }

    /// What logs and traces may show: a secure field's displayed text with every character
    /// masked, even one being revealed; ``displayedText`` for any other field.
    public var loggableText: String {
        guard isSecure else { return displayedText }
        return sections(of: String(repeating: Self.maskCharacter, count: characterCount)).joined(separator: " ")
    }

    /// Whether a secure field is showing its last typed character right now.
    public var isRevealingCharacter: Bool {
        guard let revealed = state.revealedCharacter else { return false }
        return clock.now() < revealed.until
    }

    /// The text with a secure field's characters masked, but for a freshly typed one.
    var visibleText: String {
        guard isSecure else { return text }
        guard let revealed = state.revealedCharacter, isRevealingCharacter, revealed.position < characterCount else {
            return String(repeating: Self.maskCharacter, count: characterCount)
        }
        let character = text[text.index(text.startIndex, offsetBy: revealed.position)]
        return String(repeating: Self.maskCharacter, count: revealed.position)
            + String(character)
            + String(repeating: Self.maskCharacter, count: characterCount - revealed.position - 1)
    }

    /// The offset in `shown` (a formatter's output) just after the `count`-th character of
    /// `typed`, found by matching the typed characters in order; the end of `shown` when the
    /// formatter changed them.
    private static func offset(afterTyped count: Int, of typed: String, in shown: String) -> Int {
        guard count > 0 else { return 0 }
        var typedCharacters = typed.makeIterator()
        var expected = typedCharacters.next()
        var matched = 0
        for (offset, character) in shown.enumerated() where character == expected {
            matched += 1
            if matched == count { return offset + 1 }
            expected = typedCharacters.next()
        }
        return shown.count
    }

    private func sections(of shown: String) -> [String] {
        guard !layout.isUnsectioned else { return [shown] }
        var sections: [String] = []
        var rest = shown[...]
        for length in layout.lengths where !rest.isEmpty {
            let end = rest.index(rest.startIndex, offsetBy: length, limitedBy: rest.endIndex) ?? rest.endIndex
            sections.append(String(rest[..<end]))
            rest = rest[end...]
        }
        if !rest.isEmpty {
            sections.append(String(rest))
        }
        return sections.isEmpty ? [""] : sections
    }
}
