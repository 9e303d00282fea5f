/// How much work one validation may do before the regex backend gives up and the text is
/// `invalid` with `regex.limit`.
///
/// The defaults stop catastrophic backtracking, such as `(a+)+$` against a long run of `a`
/// followed by `!`, within a few milliseconds, while leaving ordinary patterns on texts of
/// thousands of characters untouched. Each value is used within `1...UInt32.max`.
public struct RegexLimits: Sendable, Hashable {
    /// The most steps of the matching loop (PCRE2's match limit); the JIT counts its own way. On
    /// the Foundation backend (``RegexBackend/foundation``) it bounds ICU's saved backtracking
    /// states, counted in ICU's progress reports of 10,000 each (at least one report).
    public var matchLimit: Int
    /// The deepest nesting of backtracking points (PCRE2's depth limit); the JIT and the
    /// Foundation backend ignore it.
    public var depthLimit: Int
    /// The most heap memory, in kibibytes, PCRE2's interpreter may use for backtracking; the
    /// Foundation backend has ICU's own stack limit (8 MB) instead.
    public var heapLimitInKibibytes: Int

    /// The default match limit: a million steps.
    public static let defaultMatchLimit = 1_000_000
    /// The default depth limit: ten thousand nested backtracking points.
    public static let defaultDepthLimit = 10_000
    /// The default heap limit: 8 MiB.
    public static let defaultHeapLimitInKibibytes = 8 * 1024

    /// Creates limits; every value not given takes its default.
    public init(
        matchLimit: Int = defaultMatchLimit,
        depthLimit: Int = defaultDepthLimit,
        heapLimitInKibibytes: Int = defaultHeapLimitInKibibytes
    ) {
        self.matchLimit = matchLimit
        self.depthLimit = depthLimit
        self.heapLimitInKibibytes = heapLimitInKibibytes
    }

    /// The range every limit is used within: PCRE2 takes 32-bit limits, and zero would refuse all.
    static let acceptedRange = 1...Int(UInt32.max)

    /// `value` brought within ``acceptedRange`` and converted for PCRE2.
    static func pcre2Value(_ value: Int) -> UInt32 {
        UInt32(value.clamped(to: acceptedRange))
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
