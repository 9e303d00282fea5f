/// One thing the keyboard sent, decoded from the terminal's bytes.
public enum Key: Equatable, Sendable {
    /// Printable characters typed.
    case text(String)
    /// Text that arrived as one bracketed paste.
    case paste(String)
    /// Backspace (DEL or Ctrl-H): deletes backward.
    case backspace
    /// The Delete key (`ESC [ 3 ~`): deletes forward.
    case delete
    /// Tab.
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Enter or Return.
    case enter
    /// Esc pressed alone.
    case escape
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// Home.
    case home
    /// End.
    case end
    /// Ctrl-C arriving as a byte rather than as SIGINT.
    case interrupt
    /// Ctrl-N: the demo adds an item to the list the focused field is in.
    case controlN
    /// Ctrl-D: the demo removes the list item the focused field is in.
    case controlD
    /// Ctrl-R: the form resets the focused field to pristine.
    case controlR
    /// Ctrl-_ (Ctrl-/ on most terminals), readline's undo: the form undoes a step.
    case controlUnderscore
    /// Alt (or Esc, then quickly) and an ASCII letter or digit, such as Alt-U (`ESC u`): nano's
    /// undo, since Ctrl-Z suspends the program in a terminal; Alt-E is its redo.
    case alt(Character)
}
