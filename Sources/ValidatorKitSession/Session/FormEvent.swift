/// One thing a person does to a form, whether it comes from a key or from a replay line.
public enum FormEvent: Equatable, Sendable {
    /// Focus the field with this identifier.
    case focus(String)
    /// Type these characters one by one, as keystrokes.
    case type(String)
    /// Paste this text as one edit.
    case paste(String)
    /// Delete this many characters before the cursor.
    case backspace(Int)
    /// Delete this many characters after the cursor (the Delete key).
    case delete(Int)
    /// Cut these characters of the focused field's text (offsets in `Field.text`, a selection)
    /// as one step of its history (`Field.cut(_:)`); a secure field cuts nothing.
    case cut(Range<Int>)
    /// Move the cursor this many characters left.
    case left(Int)
    /// Move the cursor this many characters right.
    case right(Int)
    /// Focus the next field (Tab).
    case next
    /// Focus the previous field (Shift-Tab).
    case previous
    /// Take the focus from the focused field without giving it to another, as a page does when
    /// a person clicks outside every field: the field ends editing.
    case leave
    /// The next field, or submit on the last one (Enter).
    case enter
    /// Submit the form.
    case submit
    /// Empty the focused field (Esc).
    case clear
    /// Go back one step of the focused field's history (`Field.undo()`).
    case undo
    /// Go forward one step the focused field's undo went back (`Field.redo()`).
    case redo
    /// Return the focused field to pristine (`Field.reset()`): empty, no message, title down,
    /// and no longer focused.
    case reset
    /// Add an item to the list at this path (`phones`, a page's Add button), or, when `nil`, to
    /// the list the focused field is in (Ctrl-N); the item's first field is focused.
    case addItem(list: String?)
    /// Remove the list item the focused field is in (Ctrl-D).
    case removeItem
    /// Choose the value this many places on in the focused boolean or choice field (Space or →
    /// is 1, ← is -1).
    case cycleChoice(Int)
    /// Choose this value in the focused boolean, choice or union tag field (a page's `<select>`);
    /// the fields its answer makes apply appear, and those it leaves out disappear.
    case choose(String)
}
