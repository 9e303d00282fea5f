public import ValidatorKit

/// Accepts texts that match a pattern (PCRE2's syntax) as a whole, and tells a prefix of a match
/// (`incomplete`) from a text no typing can fix (`invalid`).
///
/// ```swift
/// let email = try RegexValidator(pattern: #"[a-z]+@[a-z]+\.[a-z]{2,}"#)
/// email.validate("bob@example.com")   // .valid
/// email.validate("bob@")              // .incomplete
/// email.validate("bob@@x")            // .invalid(regex.no_match)
/// ```
///
/// The whole text must match, whatever anchors the pattern has. Unicode properties are on:
/// `\p{L}` matches "Zoë" and "日本語", and `\d`, `\w` match digits and letters of every script
/// (spell `[0-9]` for ASCII digits). Matching compares code points, so a decomposed "é" is not
/// a precomposed one. A match that runs out of its ``RegexLimits`` is `invalid` with
/// `regex.limit`.
///
/// `incomplete` comes from PCRE2's partial matching, which errs on the side of
/// `incomplete` around lookarounds and `\Z`. Recursion into the whole pattern (`(?R)`, `(?0)`)
/// also sees the end-of-text check; put the pattern in a group and recurse into that (`(?1)`).
///
/// Patterns run on PCRE2 or, with the package's `PCRE2` trait off and on Apple platforms, on
/// Foundation's `NSRegularExpression` (``RegexBackend``), which refuses at construction the
/// constructs it cannot match as PCRE2 does (``RegexPatternError/Code/unsupportedConstruct``).
///
/// Validators with the same pattern and flags share one compiled pattern, JIT-compiled where
/// PCRE2 supports it. A validator is `Sendable` and may be used from many tasks at once: each
/// validation borrows match data of its own from a pool, and a text is matched where it is
/// stored, without a copy.
public struct RegexValidator: Validator {
    /// The pattern the whole text must match.
    public let pattern: String
    /// The flags the pattern is compiled with.
    public let flags: RegexFlags
    /// The app's own message of the `regex.no_match` failure, shown as it is in every locale;
    /// `nil` for the catalog's (the preset's, or "Does not match the required format").
    public let message: String?
    /// The limits each validation runs within.
    public let limits: RegexLimits

    /// The `regex.no_match` failure, built once.
    private let noMatch: ValidationFailure
    /// The preset's normalizer (the `email` preset's), `nil` for a pattern of the app's own.
    private let presetNormalizer: (any ValueNormalizer)?

    let compiled: CompiledPattern
    let workspaces: MatchWorkspacePool

    /// Compiles `pattern` with `flags`, or reuses a validator's compilation of them; throws
    /// ``RegexPatternError`` when the backend refuses the pattern.
    public init(
        pattern: String,
        flags: RegexFlags = [],
        message: String? = nil,
        limits: RegexLimits = RegexLimits()
    ) throws(RegexPatternError) {
        try self.init(pattern: pattern, flags: flags, message: message, variant: nil, limits: limits)
    }

    private init(
        pattern: String, flags: RegexFlags, message: String?, variant: String?, limits: RegexLimits
    ) throws(RegexPatternError) {
        self.pattern = pattern
        self.flags = flags
        self.message = message
        self.limits = limits
        noMatch = message.map { ValidationFailure(code: .regexNoMatch, message: $0) }
            ?? ValidationFailure(code: .regexNoMatch, variant: variant)
        presetNormalizer = variant == "email" ? EmailAddressNormalizer() : nil
        compiled = try CompiledPatternCache.shared.compiledPattern(pattern, flags: flags)
        workspaces = MatchWorkspacePool(limits: limits, withJITStack: compiled.isJITCompiled)
    }

    /// A validator for `preset`, failing with the preset's message (the `regex.no_match#name`
    /// entry of the catalog) unless `message` is given.
    public init(
        preset: RegexPreset, message: String? = nil, limits: RegexLimits = RegexLimits()
    ) throws(RegexPatternError) {
        try self.init(
            pattern: preset.pattern, flags: preset.flags, message: message, variant: preset.name, limits: limits)
    }

    /// `valid` when the whole of `text` matches, `incomplete` when it is a prefix of a match
    /// (the empty text always is, unless it matches), else `invalid` with `regex.no_match`, or
    /// with `regex.limit` when PCRE2 gave up.
    public func validate(_ text: String) -> Validity {
        switch match(text.utf8) {
        case .match:
            return .valid
        case .partialMatch:
            return .incomplete
        case .noMatch:
            return .invalid(noMatch)
        case .limitExceeded:
            return .invalid(ValidationFailure(code: .regexLimit))
        }
    }

    /// The `email` preset's normalizer, which writes the domain in lower case; `nil` for other
    /// presets and patterns, whose texts are stored as typed.
    public var normalizer: (any ValueNormalizer)? {
        presetNormalizer
    }

    /// Matches `utf8` in place when it is stored contiguously (as native strings are), else a copy.
    func match<UTF8Bytes: Sequence<UInt8>>(_ utf8: UTF8Bytes) -> MatchOutcome {
        utf8.withContiguousStorageIfAvailable { match(bytes: $0) }
            ?? Array(utf8).withUnsafeBufferPointer { match(bytes: $0) }
    }

    /// Matches the text whose UTF-8 is `bytes` with a workspace of the pool; one that hit a limit
    /// is not kept.
    private func match(bytes: UnsafeBufferPointer<UInt8>) -> MatchOutcome {
        workspaces.withWorkspace({ compiled.match(bytes, using: $0) }, isReusable: { $0 != .limitExceeded })
            ?? .limitExceeded
    }
}
