extension Field {
    /// The values a `boolean` (`true`, `false`) or `choice` field of a ``FormSpec`` offers, in
    /// order; empty for a field whose text is typed.
    ///
    /// Such a field refuses typing: its text is empty or one of these, set by ``choose(_:)`` or
    /// ``cycleChoice(by:)``.
    public var choices: [String] {
        validation.validators.lazy.compactMap { ($0 as? FieldValueValidator)?.choices }.first ?? []
    }

    /// Makes `choice`, one of ``choices``, the text, as one edit (the delegate hears one
    /// ``FieldDelegate/textChanged(_:to:)``); returns `false` and changes nothing for any other
    /// text or when it is the text already.
    @discardableResult
    public func choose(_ choice: String) -> Bool {
        guard choice != storedState.text, choices.contains(choice) else { return false }
        let before = snapshot
        storedState.text = choice
        storedState.characterCount = choice.count
        storedState.cursor = storedState.characterCount
        storedState.revealedCharacter = nil
        recordStep(.whole, before: before)
        changed()
        return true
    }

    /// Chooses the choice `offset` places after the current one (before it when negative),
    /// wrapping around: Space or → in the demo is `1`, ← is `-1`. From an empty text, `1` chooses
    /// the first choice and `-1` the last. Returns `false` for a field without ``choices``, and
    /// for an offset of `0`, which chooses nothing.
    @discardableResult
    public func cycleChoice(by offset: Int) -> Bool {
        let choices = choices
        guard !choices.isEmpty, offset != 0 else { return false }
        // A text that is no choice stands just before the first going forward, just after the
        // last going back.
        let current = choices.firstIndex(of: storedState.text) ?? (offset > 0 ? -1 : choices.count)
        // The offset reduced first, so that no sum overflows however large it is.
        let target = ((current + offset % choices.count) % choices.count + choices.count) % choices.count
        return choose(choices[target])
    }
}
