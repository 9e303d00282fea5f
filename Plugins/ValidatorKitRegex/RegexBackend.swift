/// The engine that matches patterns in this build of the regex plugin (and of the phone plugin,
/// which matches libphonenumber's patterns with it).
///
/// PCRE2, the system's `libpcre2-8`, where the package's default trait `PCRE2` is on and the
/// platform is not Apple's; Foundation's `NSRegularExpression` (ICU) elsewhere, which refuses the
/// constructs it cannot match as PCRE2 does (``RegexPatternError/Code/unsupportedConstruct``).
///
/// ```swift
/// RegexBackend.current   // .pcre2 on Linux with the default traits, .foundation with traits: []
/// ```
public struct RegexBackend: Sendable, Hashable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// PCRE2 through the `CPCRE2` system library, with its JIT and its match, depth and heap limits.
    public static let pcre2 = Self("PCRE2")
    /// Foundation's `NSRegularExpression`, which needs no system library.
    public static let foundation = Self("Foundation")

    /// The backend this build matches with.
    public static var current: RegexBackend {
        #if VALIDATORKIT_PCRE2
        .pcre2
        #else
        .foundation
        #endif
    }

    /// The backend's name: `PCRE2` or `Foundation`.
    public var description: String { name }
}
