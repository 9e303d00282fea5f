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
        if !isSecure, let offsets = formatting?.displayedOffsets(of: text) {
            guard cursor > 0 else { return 0 }
            return cursor <= offsets.count ? offsets[cursor - 1] + 1 : displayedText.count
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

    /// How many typed characters ``displayedText`` shows before `position` characters of it:
    /// the spaces between sections and what a ``TextFormatter`` adds (a mask's constants, even
    /// one equal to a typed character) count for nothing. Where the caret goes, in ``text``,
    /// when it is put at `position` of the display.
    ///
    /// ```swift
    /// // mask "+1 ([000]) [000]-[0000]", text "1555": displayedText "+1 (155) 5"
    /// // typedOffset(atDisplayed: 2) == 0, typedOffset(atDisplayed: 5) == 1
    /// ```
    public func typedOffset(atDisplayed position: Int) -> Int {
        displayedOffsetsOfTyped.prefix { $0 < position }.count
    }

    /// The offset in ``displayedText`` of each typed character, in order: the formatter's
    /// (``TextFormatter/displayedOffsets(of:in:)``), else each section's characters with one space
    /// between sections.
    private var displayedOffsetsOfTyped: [Int] {
        if !isSecure, let offsets = formatting?.displayedOffsets(of: text) {
            return offsets
        }
        var offsets: [Int] = []
        var offset = 0
        for section in sections(of: visibleText) {
            for _ in section {
                offsets.append(offset)
                offset += 1
            }
            offset += 1
        }
        return offsets
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
