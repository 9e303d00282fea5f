import Foundation

/// The same whole-text match with Foundation's `NSRegularExpression`: the pattern anchored at
/// both ends, searched with `.anchored`.
public final class FoundationWholeMatcher: @unchecked Sendable {
    // @unchecked Sendable: NSRegularExpression is immutable after creation and documented as
    // safe to use from several threads.
    private let expression: NSRegularExpression

    /// Compiles `regexCase`'s pattern as `^(?:pattern)\z`.
    public init(_ regexCase: RegexCase) {
        do {
            expression = try NSRegularExpression(
                pattern: #"^(?:\#(regexCase.pattern))\z"#,
                options: regexCase.ignoresCase ? [.caseInsensitive] : [])
        } catch {
            fatalError("NSRegularExpression refuses '\(regexCase.pattern)': \(error)")
        }
    }

    /// Whether the whole of `text` matches.
    public func matches(_ text: String) -> Bool {
        expression.firstMatch(in: text, options: [.anchored], range: NSRange(text.startIndex..., in: text)) != nil
    }
}
