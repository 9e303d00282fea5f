/// A pattern PCRE2 cannot compile, with PCRE2's reason and the offset of the offending spot.
///
/// Thrown when a ``RegexValidator`` is built, never while validating. The ``description`` shows
/// the pattern with a caret under the offending position:
///
/// ```
/// Pattern '(abc' is not valid: missing closing parenthesis at offset 4
///   (abc
///       ^
/// ```
public struct RegexPatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake a ``RegexPatternError`` is, to compare without reading its message.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// PCRE2 refused the pattern's syntax at ``RegexPatternError/offset``.
        public static let invalidSyntax = Self("invalidSyntax")
        /// PCRE2 could not compile the pattern for a reason that is not the pattern's fault.
        public static let notCompiled = Self("notCompiled")

        /// The name of the code, such as `invalidSyntax`.
        public var description: String { name }
    }

    private enum Kind: Sendable, Hashable {
        /// PCRE2 refused the pattern at `offset` characters into it.
        case invalidSyntax(reason: String, offset: Int)
        /// PCRE2 could not compile the pattern for a reason that is not the pattern's fault.
        case notCompiled(reason: String)
    }

    /// The pattern as given.
    public let pattern: String
    private let kind: Kind

    private init(pattern: String, kind: Kind) {
        self.pattern = pattern
        self.kind = kind
    }

    /// PCRE2 refused `pattern` with `reason` at byte `utf8Offset` of its UTF-8 form.
    static func invalidSyntax(pattern: String, reason: String, utf8Offset: Int) -> Self {
        let prefix = pattern.utf8.prefix(utf8Offset)
        let offset = String(decoding: prefix, as: UTF8.self).count
        return Self(pattern: pattern, kind: .invalidSyntax(reason: reason, offset: offset))
    }

    /// PCRE2 could not compile `pattern` because of `reason`, such as a lack of memory.
    static func notCompiled(pattern: String, reason: String) -> Self {
        Self(pattern: pattern, kind: .notCompiled(reason: reason))
    }

    /// What kind of mistake this is.
    public var code: Code {
        switch kind {
        case .invalidSyntax: .invalidSyntax
        case .notCompiled: .notCompiled
        }
    }

    /// PCRE2's reason, such as `"missing closing parenthesis"`.
    public var reason: String {
        switch kind {
        case .invalidSyntax(let reason, _), .notCompiled(let reason): reason
        }
    }

    /// The position of the offending spot, in characters from the start of the pattern; `nil`
    /// when the pattern is not at fault.
    public var offset: Int? {
        switch kind {
        case .invalidSyntax(_, let offset): offset
        case .notCompiled: nil
        }
    }

    /// The message, then for a syntax error the pattern on its own line with a caret under the
    /// offending position (line breaks and tabs of the pattern shown as spaces there).
    public var description: String {
        switch kind {
        case .invalidSyntax(let reason, let offset):
            let excerpt = String(pattern.map { $0.isNewline || $0 == "\t" ? " " : $0 })
            let caret = String(repeating: " ", count: offset) + "^"
            return "Pattern '\(pattern)' is not valid: \(reason) at offset \(offset)\n  \(excerpt)\n  \(caret)"
        case .notCompiled(let reason):
            return "Pattern '\(pattern)' could not be compiled: \(reason)"
        }
    }
}
