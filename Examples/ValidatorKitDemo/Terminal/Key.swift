/// One thing the keyboard sent, decoded from the terminal's bytes.
enum Key: Equatable {
    /// Printable characters typed.
    case text(String)
    /// Text that arrived as one bracketed paste.
    case paste(String)
    case backspace
    /// The Delete key (`ESC [ 3 ~`): deletes forward.
    case delete
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    case enter
    /// Esc pressed alone.
    case escape
    case left
    case right
    case up
    case down
    case home
    case end
    /// Ctrl-C arriving as a byte rather than as SIGINT.
    case interrupt
}
