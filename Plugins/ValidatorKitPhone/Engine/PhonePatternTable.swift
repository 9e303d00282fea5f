import ValidatorKit

/// The patterns of one metadata, one object for each pattern's text: the territories writing the
/// same pattern (3,908 patterns in the resource, 2,066 different) share one, compiled once. The
/// table of a thread's copy of the metadata (``PhoneMetadata/ofThisThread``) makes each pattern
/// take its compiled forms from the pattern of the process's metadata (`originals`): the
/// thread matches with a pattern object of its own, whose reference count no other thread
/// touches, and no pattern is compiled twice.
///
/// Read only when a territory is read, never while a number is judged.
final class PhonePatternTable: Sendable {
    private let patterns = Locked<[String: PhonePattern]>([:])
    /// The table whose patterns' compiled forms this table's patterns take.
    private let originals: PhonePatternTable?

    /// An empty table whose patterns compile their own forms, or take those of `originals`'.
    init(sharingFormsOf originals: PhonePatternTable? = nil) {
        self.originals = originals
    }

    /// The pattern written `source`, made on the first call with that text.
    func pattern(_ source: String) -> PhonePattern {
        patterns.withLock { patterns in
            if let pattern = patterns[source] {
                return pattern
            }
            let pattern = originals.map { PhonePattern(sharingFormsOf: $0.pattern(source)) } ?? PhonePattern(source)
            patterns[source] = pattern
            return pattern
        }
    }
}
