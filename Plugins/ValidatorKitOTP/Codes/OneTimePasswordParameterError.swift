/// A parameter no one-time password can have: a digit count other than 6, 7 or 8, a time step
/// shorter than a second, a window out of range, or an empty secret.
///
/// Thrown when a format, secret, generator, verifier or validator is made, never while
/// verifying; it never shows a secret.
///
/// ```swift
/// try OneTimePasswordFormat(digits: 4)
/// // throws: Digit count '4' is not supported; expected 6, 7 or 8
/// ```
public struct OneTimePasswordParameterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake a ``OneTimePasswordParameterError`` is, to compare without reading
    /// its message.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The digit count is not in 6...8.
        public static let unsupportedDigitCount = Self("unsupportedDigitCount")
        /// The TOTP time step is shorter than one second.
        public static let periodTooShort = Self("periodTooShort")
        /// The window is outside 0 to ``OneTimePasswordVerifier/maximumWindow``.
        public static let windowOutOfRange = Self("windowOutOfRange")
        /// The secret holds no bytes.
        public static let emptySecret = Self("emptySecret")

        /// The name of the code, such as `emptySecret`.
        public var description: String { name }
    }

    private enum Kind: Sendable, Hashable {
        case unsupportedDigitCount(Int)
        case periodTooShort(Int)
        case windowOutOfRange(Int)
        case emptySecret
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// A code cannot have `digits` digits.
    package static func unsupportedDigitCount(_ digits: Int) -> Self {
        Self(.unsupportedDigitCount(digits))
    }

    /// A time step cannot last `period` seconds.
    package static func periodTooShort(_ period: Int) -> Self {
        Self(.periodTooShort(period))
    }

    /// A window cannot reach `window` steps or counters.
    package static func windowOutOfRange(_ window: Int) -> Self {
        Self(.windowOutOfRange(window))
    }

    /// The secret holds no bytes.
    package static let emptySecret = Self(.emptySecret)

    /// What kind of mistake this is.
    public var code: Code {
        switch kind {
        case .unsupportedDigitCount: .unsupportedDigitCount
        case .periodTooShort: .periodTooShort
        case .windowOutOfRange: .windowOutOfRange
        case .emptySecret: .emptySecret
        }
    }

    /// The message: sentence case, the value given in single quotes, no trailing period.
    public var description: String {
        switch kind {
        case .unsupportedDigitCount(let digits):
            "Digit count '\(digits)' is not supported; expected 6, 7 or 8"
        case .periodTooShort(let period):
            "Period '\(period)' is too short; expected a time step of at least 1 second"
        case .windowOutOfRange(let window):
            "Window '\(window)' is out of range; expected 0 to \(OneTimePasswordVerifier.maximumWindow)"
        case .emptySecret:
            "The secret is empty; expected at least 1 byte"
        }
    }
}
