import ValidatorKitRegex

/// The numbers of one type in one territory: a pattern of their national significant numbers,
/// their possible lengths and an example.
///
/// A class, made once with the metadata and never changed: a copy is one reference, so the
/// threads of `check --jobs` reading the same territory take one reference count, not one for
/// each of its patterns, lists and texts.
final class PhoneNumberDescription: Sendable {
    /// The national significant numbers of the type.
    let pattern: PhonePattern?
    /// The possible lengths, ascending; `[-1]` when the territory has no number of the type.
    let lengths: [Int]
    /// The lengths of numbers dialled only within an area (without their area code).
    let localLengths: [Int]
    /// An example national significant number.
    let example: String?

    /// The description the resource writes as `object`.
    init(_ object: PhoneMetadataObject) throws(PhoneMetadataError) {
        pattern = try object.pattern("pattern")
        lengths = try object.integers("lengths")
        localLengths = try object.integers("localLengths")
        example = try object.optionalString("example")
    }

    /// A copy of `original` sharing no reference-counted storage with it: its pattern from
    /// `patterns`, its lists in storage of their own (``PhoneTerritory/init(copying:patterns:)``).
    init(copying original: PhoneNumberDescription, patterns: PhonePatternTable) {
        pattern = original.pattern.map { patterns.pattern($0.source) }
        // `map` makes new storage: a copy would share the original's.
        lengths = original.lengths.map { $0 }
        localLengths = original.localLengths.map { $0 }
        example = original.example
    }

    /// Whether `nationalNumber` (its UTF-8 bytes; `workspace` one of ``PhonePattern/withWorkspace(_:)``) is of a possible length and matches the pattern
    /// (libphonenumber's `isNumberMatchingDesc`).
    func matches(_ nationalNumber: UnsafeBufferPointer<UInt8>, using workspace: MatchWorkspace) -> Bool {
        if !lengths.isEmpty, !lengths.contains(nationalNumber.count) { return false }
        return pattern?.matchesWhole(nationalNumber, using: workspace) ?? false
    }
}
