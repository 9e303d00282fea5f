/// A pattern the regex backend cannot compile, with the backend's reason and the offset of the
/// offending spot, or a construct the Foundation backend refuses because it cannot match it as
/// PCRE2 does (``Code/unsupportedConstruct``).
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
        /// The pattern uses a construct, named by ``RegexPatternError/construct``, at
        /// ``RegexPatternError/offset`` that the Foundation backend (``RegexBackend/foundation``)
        /// refuses because `NSRegularExpression` would not read it as PCRE2 does.
        public static let unsupportedConstruct = Self("unsupportedConstruct")

        /// The name of the code, such as `invalidSyntax`.
        public var description: String { name }
    }

    private enum Kind: Sendable, Hashable {
        /// PCRE2 refused the pattern at `offset` characters into it.
        case invalidSyntax(reason: String, offset: Int)
        /// PCRE2 could not compile the pattern for a reason that is not the pattern's fault.
        case notCompiled(reason: String)
        /// The Foundation backend refuses `construct` at `offset` characters into the pattern.
        case unsupportedConstruct(construct: String, offset: Int)
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
        Self(pattern: pattern, kind: .invalidSyntax(reason: reason, offset: characterOffset(pattern, utf8Offset)))
    }

    /// The Foundation backend refuses `construct` at byte `utf8Offset` of `pattern`'s UTF-8 form.
    static func unsupportedConstruct(pattern: String, construct: String, utf8Offset: Int) -> Self {
        Self(
            pattern: pattern,
            kind: .unsupportedConstruct(construct: construct, offset: characterOffset(pattern, utf8Offset)))
    }

    /// The characters of `pattern` before byte `utf8Offset` of its UTF-8 form.
    private static func characterOffset(_ pattern: String, _ utf8Offset: Int) -> Int {
        String(decoding: pattern.utf8.prefix(utf8Offset), as: UTF8.self).count
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
        case .unsupportedConstruct: .unsupportedConstruct
        }
    }

    /// The backend's reason, such as `"missing closing parenthesis"`.
    public var reason: String {
        switch kind {
        case .invalidSyntax(let reason, _), .notCompiled(let reason): reason
        case .unsupportedConstruct(let construct, _): "the Foundation backend does not support \(construct)"
        }
    }

    /// The construct the Foundation backend refuses, such as `"possessive quantifier"` or
    /// `"escape '\\K'"`; `nil` for other errors.
    public var construct: String? {
        switch kind {
        case .unsupportedConstruct(let construct, _): construct
        case .invalidSyntax, .notCompiled: nil
        }
    }

    /// The position of the offending spot, in characters from the start of the pattern; `nil`
    /// when the pattern is not at fault.
    public var offset: Int? {
        switch kind {
        case .invalidSyntax(_, let offset), .unsupportedConstruct(_, let offset): offset
        case .notCompiled: nil
        }
    }

    /// The message, then for a syntax error the pattern on its own line with a caret under the
    /// offending position (line breaks and tabs of the pattern shown as spaces there).
    public var description: String {
        switch kind {
        case .invalidSyntax(let reason, let offset):
            return "Pattern '\(pattern)' is not valid: \(reason) at offset \(offset)\n\(excerpt(caretAt: offset))"
        case .unsupportedConstruct(let construct, let offset):
            return "Pattern '\(pattern)' is refused: the Foundation backend cannot match \(construct) as PCRE2 does, "
                + "at offset \(offset)\n\(excerpt(caretAt: offset))"
        case .notCompiled(let reason):
            return "Pattern '\(pattern)' could not be compiled: \(reason)"
        }
    }

    /// The pattern on its own line (line breaks and tabs shown as spaces), a caret under `offset`.
    private func excerpt(caretAt offset: Int) -> String {
        let excerpt = String(pattern.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        return "  \(excerpt)\n  " + String(repeating: " ", count: offset) + "^"
    }
}
