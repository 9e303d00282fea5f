extension Field {
    /// Whether ``undo()`` has a step to go back to.
    public var canUndo: Bool {
        access(keyPath: Self.stateKeyPath)
        return !history.undoSteps.isEmpty
    }

    /// Whether ``redo()`` has a step to go forward to.
    public var canRedo: Bool {
        access(keyPath: Self.stateKeyPath)
        return !history.redoSteps.isEmpty
    }

    /// Goes back one step: the text and cursor as they were before it, exactly, in masked,
    /// sectioned and secure fields alike (a secure field reveals no character).
    ///
    /// Consecutive insertions at the cursor are one step until the cursor moves, a deletion
    /// follows, or a paste, a cut or a clear (each one step) comes; consecutive deletions in one
    /// direction are one step too. Observers and the delegate hear it as an edit. Returns
    /// `false`, changing nothing, when there is no step.
    ///
    /// ```swift
    /// // mask +1 ([000]) [000]-[0000]: type "20155", move left 1, type "9" → "+1 (201) 595"
    /// field.undo()          // displayedText "+1 (201) 55", cursor 4
    /// field.redo()          // displayedText "+1 (201) 595", cursor 5
    /// ```
    @discardableResult
    public func undo() -> Bool {
        guard let previous = history.undo(from: snapshot) else { return false }
        restore(previous)
        return true
    }

    /// Goes forward one step undone by ``undo()``; a new edit after an undo drops these steps.
    /// Returns `false`, changing nothing, when there is none.
    @discardableResult
    public func redo() -> Bool {
        guard let next = history.redo(from: snapshot) else { return false }
        restore(next)
        return true
    }

    /// Returns the field to pristine, as the seed's undo button does: empty, no longer edited
    /// (a ``Form`` focusing it lets it go), no message, title down, no steps to undo or redo.
    ///
    /// Observers and the delegate hear it as an edit (``FieldDelegate/textChanged(_:to:)``);
    /// the end of editing shows no verdict, so nothing is judged red.
    public func reset() {
        history.forget()
        storedState.text = ""
        storedState.characterCount = 0
        storedState.cursor = 0
        storedState.revealedCharacter = nil
        storedState.isActive = false
        if let form, form.focusedField === self {
            form.focusedIndex = nil
        }
        changed()
    }

    /// The text and cursor now.
    var snapshot: FieldHistory.Snapshot {
        FieldHistory.Snapshot(text: storedState.text, cursor: storedState.cursor)
    }

    /// The snapshot an edit of `kind` would go back to, or `nil` when the edit joins the open
    /// step (so a run of keystrokes copies the text once, not at each). It holds its own copy
    /// of the text, so the edit changes the text in place.
    func stepStart(_ kind: FieldHistory.EditKind) -> FieldHistory.Snapshot? {
        if history.joinsOpenStep(kind, at: storedState.cursor) { return nil }
        return history.snapshot(of: storedState.text, cursor: storedState.cursor)
    }

    /// Records an edit of `kind` that changed the text, begun at `before` (see ``stepStart(_:)``).
    func recordStep(_ kind: FieldHistory.EditKind, before: FieldHistory.Snapshot?) {
        history.record(kind, before: before, cursorAfter: storedState.cursor)
    }

    private func restore(_ snapshot: FieldHistory.Snapshot) {
        storedState.text = snapshot.text
        storedState.characterCount = snapshot.text.count
        storedState.cursor = min(snapshot.cursor, storedState.characterCount)
        storedState.revealedCharacter = nil
        changed()
    }
}
