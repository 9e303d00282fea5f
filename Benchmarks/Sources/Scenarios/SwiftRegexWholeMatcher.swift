/// The same whole-text match with the standard library's `Regex`, compiled from the pattern
/// text at run time and applied with `wholeMatch(of:)`.
public struct SwiftRegexWholeMatcher: @unchecked Sendable {
    // @unchecked Sendable: a Regex is an immutable value; the benchmarks use it from one thread.
    private let regex: Regex<AnyRegexOutput>

    /// Compiles `regexCase`'s pattern.
    public init(_ regexCase: RegexCase) {
        do {
            let compiled = try Regex(regexCase.pattern)
            regex = regexCase.ignoresCase ? compiled.ignoresCase() : compiled
        } catch {
            fatalError("Swift Regex refuses '\(regexCase.pattern)': \(error)")
        }
    }

    /// Whether the whole of `text` matches.
    public func matches(_ text: String) -> Bool {
        text.wholeMatch(of: regex) != nil
    }
}
