/// What one edit of a ``Field`` did with the characters it was given.
public struct EditOutcome: Sendable, Hashable {
    /// How many characters went into the text.
    public internal(set) var inserted = 0
    /// How many separators (spaces, dashes, dots, slashes) the field's filter rejects were
    /// dropped, as expected of a pasted `"4242 4242-4242 4242"`.
    public internal(set) var droppedSeparators = 0
    /// How many characters were refused because the filter rejects them or they are control
    /// characters.
    public internal(set) var notAccepted = 0
    /// How many characters were refused because the sections were full.
    public internal(set) var overCapacity = 0

    /// Creates an empty outcome.
    init() {}

    /// The characters refused, by reason; empty when all were taken.
    public var refusals: [InputRefusal] {
        [InputRefusal(reason: .notAccepted, count: notAccepted), InputRefusal(reason: .overCapacity, count: overCapacity)]
            .filter { $0.count > 0 }
    }
}
