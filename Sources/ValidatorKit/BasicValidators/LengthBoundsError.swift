/// Bounds a ``LengthValidator`` cannot have: a negative minimum, or a maximum below the minimum
/// or below 1.
///
/// ```swift
/// try LengthValidator(minimum: 8, maximum: 4)
/// // throws: Maximum '4' is less than the minimum '8'
/// ```
public struct LengthBoundsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake a ``LengthBoundsError`` is, to compare without reading its message.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The minimum is below 0.
        public static let negativeMinimum = Self("negativeMinimum")
        /// The maximum is below the minimum, or below 1.
        public static let maximumTooSmall = Self("maximumTooSmall")

        /// The name of the code, such as `negativeMinimum`.
        public var description: String { name }
    }

    private enum Kind: Sendable, Hashable {
        case negativeMinimum(Int)
        case maximumTooSmall(Int, minimum: Int)
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// The minimum `minimum` is below 0.
    static func negativeMinimum(_ minimum: Int) -> Self {
        Self(.negativeMinimum(minimum))
    }

    /// The maximum `maximum` is below `minimum`, or below 1.
    static func maximumTooSmall(_ maximum: Int, minimum: Int) -> Self {
        Self(.maximumTooSmall(maximum, minimum: minimum))
    }

    /// What kind of mistake this is.
    public var code: Code {
        switch kind {
        case .negativeMinimum: .negativeMinimum
        case .maximumTooSmall: .maximumTooSmall
        }
    }

    /// The smallest value the bound at fault accepts: 0 for the minimum, the larger of 1 and
    /// the minimum for the maximum.
    package var leastAcceptedValue: Int {
        switch kind {
        case .negativeMinimum: 0
        case .maximumTooSmall(_, let minimum): max(minimum, 1)
        }
    }

    /// The message: sentence case, the bound at fault in single quotes, no trailing period.
    public var description: String {
        switch kind {
        case .negativeMinimum(let minimum):
            "Minimum '\(minimum)' is negative; expected 0 or more characters"
        case .maximumTooSmall(let maximum, let minimum) where maximum < minimum:
            "Maximum '\(maximum)' is less than the minimum '\(minimum)'"
        case .maximumTooSmall(let maximum, _):
            "Maximum '\(maximum)' accepts no text; expected 1 or more characters"
        }
    }
}
