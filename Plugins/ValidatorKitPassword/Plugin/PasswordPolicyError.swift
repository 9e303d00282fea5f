/// Why a password policy cannot be built: a bound NIST SP 800-63B-4 forbids, or a score out of
/// range.
///
/// A struct wrapping a private enum, so that cases can be added without breaking callers; its
/// ``description`` is sentence case and names the value given.
public struct PasswordPolicyError: Error, Hashable, Sendable, CustomStringConvertible {
    private enum Problem: Hashable, Sendable {
        case minimumTooLow(Int)
        case maximumTooLow(Int, least: Int)
        case scoreOutOfRange(Int)
    }

    private let problem: Problem

    /// The fewest characters a policy may demand: NIST's floor for a password used with a second
    /// factor.
    public static let leastMinimumLength = 8
    /// The fewest characters a policy must accept at most: NIST's "at least 64".
    public static let leastMaximumLength = 64

    /// The minimum length `given` is below ``leastMinimumLength``.
    public static func minimumTooLow(_ given: Int) -> Self { Self(problem: .minimumTooLow(given)) }
    /// The maximum length `given` is below ``leastMaximumLength`` or below the minimum (`least`).
    public static func maximumTooLow(_ given: Int, least: Int) -> Self { Self(problem: .maximumTooLow(given, least: least)) }
    /// The minimum score `given` is not 0 to 4.
    public static func scoreOutOfRange(_ given: Int) -> Self { Self(problem: .scoreOutOfRange(given)) }

    /// The name of the option at fault: `minLength`, `maxLength` or `minScore`.
    public var option: String {
        switch problem {
        case .minimumTooLow: "minLength"
        case .maximumTooLow: "maxLength"
        case .scoreOutOfRange: "minScore"
        }
    }

    /// The value given.
    public var given: Int {
        switch problem {
        case .minimumTooLow(let given), .maximumTooLow(let given, _), .scoreOutOfRange(let given): given
        }
    }

    /// What the option accepts, as a phrase: "an integer of at least 8".
    public var expected: String {
        switch problem {
        case .minimumTooLow: "an integer of at least \(Self.leastMinimumLength)"
        case .maximumTooLow(_, let least): "an integer of at least \(least)"
        case .scoreOutOfRange: "an integer from 0 to 4"
        }
    }

    /// "Option 'minLength' is 6; expected an integer of at least 8".
    public var description: String {
        "Option '\(option)' is \(given); expected \(expected)"
    }
}
