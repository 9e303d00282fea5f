/// The undo and redo steps of a ``Field``: snapshots of its text and cursor, grouped by where
/// the cursor is, never by time.
///
/// Consecutive insertions at the cursor are one step, as are consecutive deletions in one
/// direction; the step ends when the cursor moves, when editing ends, when another kind of edit
/// comes, or at a paste, a cut, a clear or a choice, each a step of its own. A new step drops the redo
/// steps.
struct FieldHistory {
    /// A field's text and cursor at one moment.
    struct Snapshot {
        var text: String
        var cursor: Int
    }

    /// What kind of edit a step holds, for grouping.
    enum EditKind: Equatable {
        /// Characters typed at the cursor.
        case insertion
        /// Characters deleted before the cursor (Backspace).
        case deletionBackward
        /// Characters deleted after the cursor (Delete).
        case deletionForward
        /// A paste, a cut, a clear or a choice: one step each, never grouped.
        case whole
    }

    /// The most steps kept each way; the oldest goes first.
    static let limit = 100

    private(set) var undoSteps: [Snapshot] = []
    private(set) var redoSteps: [Snapshot] = []
    /// The text storage of the step last dropped at the ``limit`` (or of a snapshot that became
    /// no step), reused by the next step, so a field typed in for long allocates no more for its
    /// history; forgotten with the steps.
    private var spareText = ""
    /// The step edits of the same kind still join: its kind, and where its last edit left the
    /// cursor.
    private var openStep: (kind: EditKind, cursor: Int)?

    /// Whether an edit of `kind` with the cursor at `cursor` joins the open step.
    func joinsOpenStep(_ kind: EditKind, at cursor: Int) -> Bool {
        guard kind != .whole, let openStep else { return false }
        return openStep.kind == kind && openStep.cursor == cursor
    }

    /// A snapshot of `text` and `cursor` holding its own copy of the text, in the spare storage
    /// when there is one: the field then edits its text in place, without copying it because
    /// the step shares it.
    mutating func snapshot(of text: String, cursor: Int) -> Snapshot {
        var copy = spareText
        spareText = ""
        copy.removeAll(keepingCapacity: true)
        copy.append(contentsOf: text)
        return Snapshot(text: copy, cursor: cursor)
    }

    /// Takes back the storage of a snapshot that became no step (the edit changed nothing).
    mutating func discard(_ snapshot: Snapshot) {
        spareText = snapshot.text
    }

    /// Records an edit of `kind` that left the cursor at `cursor`: a new step going back to
    /// `before`, or, when `before` is `nil`, the open step grown.
    mutating func record(_ kind: EditKind, before: Snapshot?, cursorAfter cursor: Int) {
        if let before {
            if undoSteps.count == Self.limit { spareText = undoSteps.removeFirst().text }
            undoSteps.append(before)
            redoSteps.removeAll(keepingCapacity: true)
        }
        openStep = (kind, cursor)
    }

    /// Ends the open step: the cursor moved.
    mutating func closeStep() {
        openStep = nil
    }

    /// The snapshot to go back to, with `current` kept for redo; `nil` when there is none.
    mutating func undo(from current: Snapshot) -> Snapshot? {
        guard let previous = undoSteps.popLast() else { return nil }
        redoSteps.append(current)
        openStep = nil
        return previous
    }

    /// The snapshot to go forward to, with `current` kept for undo; `nil` when there is none.
    mutating func redo(from current: Snapshot) -> Snapshot? {
        guard let next = redoSteps.popLast() else { return nil }
        undoSteps.append(current)
        openStep = nil
        return next
    }

    /// Forgets every step.
    mutating func forget() {
        undoSteps.removeAll()
        redoSteps.removeAll()
        spareText = ""
        openStep = nil
    }
}
