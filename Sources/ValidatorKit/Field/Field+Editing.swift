extension Field {
    /// Starts editing: the field becomes active and its title floats.
    public func beginEditing() {
        guard !storedState.isActive else { return }
        storedState.isActive = true
        stateChanged()
        delegate?.beganEditing(self)
    }

    /// Ends editing: asks for the full verdict, which ``validity`` and ``errorMessage`` now show.
    /// A text resting before its asynchronous check is checked now, and one whose check timed
    /// out is checked again.
    public func endEditing() {
        guard storedState.isActive else { return }
        storedState.isActive = false
        storedState.showsVerdict = true
        storedState.revealedCharacter = nil
        history.closeStep()
        judge()
        checkNow()
        stateChanged()
        delegate?.endedEditing(self)
    }

    /// Asks for the full verdict and puts it on show without ending the editing, as a refused
    /// submit does; the next edit returns to the typing policy. An asynchronous check waits no
    /// longer, as at the end of editing.
    public func showVerdict() {
        storedState.showsVerdict = true
        judge()
        checkNow()
        stateChanged()
    }

    /// Types one character at the cursor, as a keystroke.
    ///
    /// A character the field's filter rejects is refused (a separator is dropped quietly), and
    /// so is one beyond the sections' capacity; ``FieldDelegate/refusedInput(_:_:)`` hears of
    /// every refusal. In a secure field the character stays readable for ``revealDuration``.
    @discardableResult
    public func insert(_ character: Character) -> EditOutcome {
        var outcome = EditOutcome()
        let before = stepStart(.insertion)
        var layout: SectionLayout?
        if admits(character, into: &outcome) {
            layout = insertOne(character, into: &outcome)
        }
        if outcome.inserted > 0 {
            recordStep(.insertion, before: before)
        } else if let before {
            history.discard(before)
        }
        // The character before the cursor holds what was typed, even when it joined a neighbour
        // (a combining mark, a second regional indicator); only at the very start is it the next.
        finish(outcome, revealing: isSecure && outcome.inserted == 1 ? max(storedState.cursor - 1, 0) : nil, layout: layout)
        return outcome
    }

    /// Pastes `pasted` at the cursor as one edit: rejected separators are dropped, the rest
    /// spreads across the sections, and what does not fit is refused and reported.
    @discardableResult
    public func paste(_ pasted: String) -> EditOutcome {
        var outcome = EditOutcome()
        let before = snapshot
        var admitted = ""
        for character in pasted where admits(character, into: &outcome) {
            admitted.append(character)
        }
        if case .fixed(let fixed) = layoutSource, fixed.isUnsectioned {
            insertAll(admitted, into: &outcome)
        } else if case .fixed(let fixed) = layoutSource, let capacity = fixed.capacity, storedState.cursor == storedState.characterCount {
            appendAll(admitted, capacity: capacity, into: &outcome)
        } else {
            for character in admitted {
                insertOne(character, into: &outcome)
            }
        }
        if outcome.inserted > 0 {
            recordStep(.whole, before: before)
        }
        finish(outcome, revealing: nil)
        return outcome
    }

    /// Deletes the character before the cursor, across section boundaries; does nothing at the
    /// start of the text.
    public func deleteBackward() {
        guard storedState.cursor > 0 else { return }
        let before = stepStart(.deletionBackward)
        storedState.text.remove(at: textIndex(atCharacter: storedState.cursor - 1))
        storedState.cursor -= 1
        storedState.characterCount = storedState.text.count
        storedState.revealedCharacter = nil
        recordStep(.deletionBackward, before: before)
        changed()
    }

    /// Deletes the character after the cursor (the Delete key), across section boundaries; does
    /// nothing at the end of the text. The cursor stays where it is.
    public func deleteForward() {
        guard storedState.cursor < storedState.characterCount else { return }
        let before = stepStart(.deletionForward)
        storedState.text.remove(at: textIndex(atCharacter: storedState.cursor))
        storedState.characterCount = storedState.text.count
        // The characters either side may now join into one (two regional indicators a letter
        // kept apart), leaving fewer characters than the cursor counted.
        storedState.cursor = min(storedState.cursor, storedState.characterCount)
        storedState.revealedCharacter = nil
        recordStep(.deletionForward, before: before)
        changed()
    }

    /// Cuts the characters of `selection` (offsets in ``text``, clamped to it) as one edit, as
    /// the Cut command does: they are removed, the cursor goes where they began, the sections
    /// (and a mask's constants) follow the shorter text, and ``undo()`` brings them back in one
    /// step. A secure field cuts nothing, as a browser's password input offers no Cut.
    ///
    /// ```swift
    /// // mask +1 ([000]) [000]-[0000], "2015550123" typed: "+1 (201) 555-0123"
    /// field.cut(3..<6)      // "555"; displayedText "+1 (201) 012-3", cursor 3
    /// field.undo()          // displayedText "+1 (201) 555-0123"
    /// ```
    ///
    /// - Returns: the characters cut, for the clipboard; `nil` when nothing was (an empty
    ///   selection, or a secure field).
    @discardableResult
    public func cut(_ selection: Range<Int>) -> String? {
        let start = min(max(selection.lowerBound, 0), storedState.characterCount)
        let end = min(selection.upperBound, storedState.characterCount)
        guard !isSecure, start < end else { return nil }
        recordStep(.whole, before: snapshot)
        let characters = textIndex(atCharacter: start)..<textIndex(atCharacter: end)
        let removed = String(storedState.text[characters])
        storedState.text.removeSubrange(characters)
        storedState.characterCount = storedState.text.count
        // The characters either side may now join into one, as after a deletion forward.
        storedState.cursor = min(start, storedState.characterCount)
        storedState.revealedCharacter = nil
        changed()
        return removed
    }

    /// Moves the cursor by `offset` characters, staying within the text.
    public func moveCursor(by offset: Int) {
        storedState.cursor = min(max(storedState.cursor + offset, 0), storedState.characterCount)
        storedState.revealedCharacter = nil
        history.closeStep()
        stateChanged()
    }

    /// Empties the field.
    public func clear() {
        guard !storedState.text.isEmpty else { return }
        recordStep(.whole, before: snapshot)
        storedState.text = ""
        storedState.cursor = 0
        storedState.characterCount = 0
        storedState.revealedCharacter = nil
        changed()
    }

    private func admits(_ character: Character, into outcome: inout EditOutcome) -> Bool {
        guard let inputFilter else {
            if character.isControlCharacter {
                outcome.notAccepted += 1
                return false
            }
            return true
        }
        if inputFilter.accepts(character) {
            return true
        }
        if character.isSeparator {
            outcome.droppedSeparators += 1
        } else {
            outcome.notAccepted += 1
        }
        return false
    }

    /// Inserts `character` at the cursor unless it is refused; returns the sections of the text
    /// with it, which the edit's end takes rather than asking again (`nil` when refused, or when
    /// a data source gives the sections: it is asked again once the field's state is settled).
    @discardableResult
    private func insertOne(_ character: Character, into outcome: inout EditOutcome) -> SectionLayout? {
        guard outcome.overCapacity == 0 else {
            outcome.overCapacity += 1
            return nil
        }
        if let inputFilter, !inputFilter.accepts(character, at: storedState.cursor, in: storedState.text) {
            outcome.notAccepted += 1
            return nil
        }
        let index = textIndex(atCharacter: storedState.cursor)
        let byteOffset = storedState.text.utf8.distance(from: storedState.text.startIndex, to: index)
        storedState.text.insert(character, at: index)
        let count = storedState.text.count
        let layout = layout(for: storedState.text)
        if let capacity = layout.capacity, count > capacity, count > storedState.characterCount {
            // Take out exactly the inserted bytes: `index` predates the insertion, and removing
            // the character at it would cut the inserted one (or a neighbour it joined) apart.
            let start = storedState.text.utf8.index(storedState.text.startIndex, offsetBy: byteOffset)
            storedState.text.removeSubrange(start..<storedState.text.utf8.index(start, offsetBy: character.utf8.count))
            outcome.overCapacity += 1
            return nil
        }
        if count == storedState.characterCount + 1 {
            storedState.cursor += 1
        } else {
            // The character joined a neighbour, perhaps the one after it (an emoji typed before
            // a joiner and another emoji makes one character of three): the cursor goes after
            // the character that holds what was typed, counted in the text before its end.
            let end = storedState.text.utf8.index(storedState.text.startIndex, offsetBy: byteOffset + character.utf8.count)
            storedState.cursor = String(Substring(storedState.text.utf8[..<end])).count
        }
        storedState.characterCount = count
        outcome.inserted += 1
        if case .dataSource = layoutSource { return nil }
        return layout
    }

    private func insertAll(_ admitted: String, into outcome: inout EditOutcome) {
        guard !admitted.isEmpty else { return }
        let index = textIndex(atCharacter: storedState.cursor)
        let byteOffset = storedState.text.utf8.distance(from: storedState.text.startIndex, to: index)
        storedState.text.insert(contentsOf: admitted, at: index)
        // The cursor goes after the pasted text, or after the character its end joined.
        let end = storedState.text.utf8.index(storedState.text.startIndex, offsetBy: byteOffset + admitted.utf8.count)
        storedState.cursor = String(Substring(storedState.text.utf8[..<end])).count
        storedState.characterCount = storedState.text.count
        outcome.inserted += admitted.count
    }

    /// Appends `admitted` at the end of the text as ``insertOne(_:into:)`` would, one character
    /// at a time, but in time linear in the paste rather than quadratic: a fixed layout's
    /// capacity does not change with the text, and a character appended can join only the
    /// text's last character (grapheme breaking looks no further back than the last cluster:
    /// combining marks, joiners and the pairing of regional indicators all live in it), so the
    /// count moves by what the last character and the new one make together.
    private func appendAll(_ admitted: String, capacity: Int, into outcome: inout EditOutcome) {
        var count = storedState.characterCount
        var last = storedState.text.last
        for character in admitted {
            guard outcome.overCapacity == 0 else {
                outcome.overCapacity += 1
                continue
            }
            // The last character and the new one, as the text will end: one character when they
            // join, two when not, and two again when the new one splits anew (a lone regional
            // indicator followed by a pasted flag pairs with the flag's first half).
            var ending = String(character)
            var newCount = count + 1
            if let last {
                ending = String(last) + ending
                newCount = count - 1 + ending.count
            }
            if newCount > capacity, newCount > count {
                outcome.overCapacity += 1
                continue
            }
            storedState.text.append(character)
            last = ending.last
            count = newCount
            outcome.inserted += 1
        }
        storedState.cursor += count - storedState.characterCount
        storedState.characterCount = count
    }

    /// Tells the delegate of refusals and, when something was inserted, ends the edit
    /// (``changed(layout:)``, `layout` being the sections of the new text when known).
    private func finish(_ outcome: EditOutcome, revealing position: Int?, layout: SectionLayout? = nil) {
        if outcome.notAccepted > 0 {
            delegate?.refusedInput(self, InputRefusal(reason: .notAccepted, count: outcome.notAccepted))
        }
        if outcome.overCapacity > 0 {
            delegate?.refusedInput(self, InputRefusal(reason: .overCapacity, count: outcome.overCapacity))
        }
        guard outcome.inserted > 0 else { return }
        if let position, revealDuration > .zero {
            storedState.revealedCharacter = (position, clock.now() + revealDuration)
        } else {
            storedState.revealedCharacter = nil
        }
        changed(layout: layout)
    }

    private func textIndex(atCharacter offset: Int) -> String.Index {
        offset == storedState.characterCount ? storedState.text.endIndex : storedState.text.index(storedState.text.startIndex, offsetBy: offset)
    }

    /// Ends an edit that changed the text: the sections (`layout` when the edit knows them), the
    /// verdict, the observers, the delegate, then the fields that read this one.
    func changed(layout: SectionLayout? = nil) {
        storedState.showsVerdict = false
        storedState.isVerdictCurrent = false
        storedState.refusalAtSubmission = nil
        storedState.layout = layout ?? self.layout(for: storedState.text)
        judge()
        scheduleCheck()
        stateChanged()
        delegate?.textChanged(self, to: storedState.text)
        guard let form else { return }
        for dependent in dependents {
            form.unobservedField(at: dependent.index).dependencyChanged(dependent.dependency, to: storedState.text)
        }
        if answersCondition {
            form.answerChanged()
        }
    }

    /// The field its validators read as `dependencies[dependency]` now holds `text`: the field
    /// is judged again (``dependencyChanged(knowing:of:)``) unless what its validators read of
    /// that text is known and the same as before (a card number whose brand stays), when the
    /// sections and the verdict stand and the delegate hears nothing. What they read is kept
    /// (``dependencyKeys``): they read it back rather than the text.
    func dependencyChanged(_ dependency: Int, to text: String) {
        let key = validation.dependencyKey(at: dependency, text: text)
        if let key, dependencyKeys[dependency] == key { return }
        dependencyChanged(knowing: key, of: dependency)
    }

    /// Judges the text again because a field its validators read has changed (or, with no
    /// `dependency`, because the form's layout may have changed which fields they read): the
    /// sections and the verdict may follow, and the delegate hears
    /// ``FieldDelegate/validityChanged(_:)``. The display policy is unchanged: a verdict on show
    /// stays on show, now up to date. What its validators read of each field is forgotten until
    /// that field changes again, but for `key`, what they read of `dependency` now.
    func dependencyChanged(knowing key: Int? = nil, of dependency: Int? = nil) {
        for position in dependencyKeys.indices {
            dependencyKeys[position] = position == dependency ? key : nil
        }
        storedState.layout = layout(for: storedState.text)
        storedState.isVerdictCurrent = false
        let before = liveVerdict
        judge()
        scheduleCheck()
        stateChanged()
        if liveVerdict != before {
            delegate?.validityChanged(self)
        }
    }

    /// Asks for the verdict on the text unless it has been asked since the text last changed:
    /// the end of editing shows the verdict the last keystroke got, and the delegate hears
    /// ``FieldDelegate/containsValidText(_:)`` once per text.
    private func judge() {
        guard !storedState.isVerdictCurrent else { return }
        storedState.liveValidity = delegate?.containsValidText(self) ?? validateText()
        storedState.isVerdictCurrent = true
    }
}

extension Character {
    /// Whether a field drops this character quietly when its filter rejects it.
    var isSeparator: Bool {
        isWhitespace || self == "-" || self == "." || self == "/" || self == "‐" || self == "–"
    }

    /// Whether this is a control character (C0, DEL or C1), which an unfiltered field refuses.
    var isControlCharacter: Bool {
        // ASCII, nearly everything typed, is answered without a Unicode property lookup.
        if let ascii = asciiValue {
            return ascii < 0x20 || ascii == 0x7F
        }
        return unicodeScalars.first?.properties.generalCategory == .control
    }
}
