extension CompiledPattern {
    /// How a pattern is matched, chosen when it is compiled; the same on every backend.
    package enum MatchMode: Sendable, Hashable {
        /// The whole subject, telling a prefix of a match from a text no typing can fix
        /// (``CompiledPattern/match(_:using:)``).
        case typing
        /// The whole subject, complete matches only (``CompiledPattern/completeMatch(_:using:)``).
        case whole
        /// A prefix of the subject, starting at its start, complete matches only (the longest
        /// or first one the pattern's own order finds, as Java's and Python's `match` do).
        case prefix
    }
}
