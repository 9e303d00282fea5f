import ValidatorKit

/// The compiled patterns in use, by pattern and flags, so that many fields with the same
/// pattern share one compilation. Thread-safe.
///
/// The cache holds its patterns weakly: a pattern lives as long as some validator uses it, and
/// the cache never grows with patterns nobody uses any more.
final class CompiledPatternCache: Sendable {
    /// The cache every ``RegexValidator`` uses.
    static let shared = CompiledPatternCache()

    private struct Key: Hashable {
        let pattern: String
        let flags: RegexFlags
    }

    private struct Entry {
        weak var compiled: CompiledPattern?
    }

    private let entries = Locked<[Key: Entry]>([:])

    /// The compiled form of `pattern` with `flags`, compiled now unless a live one exists;
    /// throws ``RegexPatternError`` when PCRE2 refuses the pattern.
    func compiledPattern(_ pattern: String, flags: RegexFlags) throws(RegexPatternError) -> CompiledPattern {
        let key = Key(pattern: pattern, flags: flags)
        return try entries.withLock { entries throws(RegexPatternError) in
            if let compiled = entries[key]?.compiled {
                return compiled
            }
            let compiled = try CompiledPattern(pattern: pattern, flags: flags)
            entries = entries.filter { $0.value.compiled != nil }
            entries[key] = Entry(compiled: compiled)
            return compiled
        }
    }

    /// The number of patterns still alive in the cache.
    var liveCount: Int {
        entries.withLock { entries in entries.values.filter { $0.compiled != nil }.count }
    }
}
